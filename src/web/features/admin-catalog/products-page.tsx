/** /admin/products (admin section 2): three tabs, Products, Categories and Size Variants. */
import { useMemo, useState } from 'react';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/web/components/ui/tabs';
import { useAdminCategories, useAdminProducts } from './api/admin-catalog';
import { CategoriesTab } from './components/categories-tab';
import { ProductsTab } from './components/products-tab';
import { VariantsTab } from './components/variants-tab';
import { TOUCH_HEIGHT } from '@/web/lib/touch-target';

type Tab = 'products' | 'categories' | 'variants';

export default function ProductsPage() {
  const [tab, setTab] = useState<Tab>('products');
  const [selectedId, setSelectedId] = useState<string | null>(null);
  const products = useAdminProducts();
  const categories = useAdminCategories();
  const categoryList = useMemo(() => categories.data ?? [], [categories.data]);

  const selected = products.data?.find((p) => p.id === selectedId) ?? null;

  return (
    <div className="flex flex-col gap-6">
      <title>Products – Admin – Saffron &amp; Sugar</title>
      <header className="flex flex-col gap-1">
        <h1 className="font-display text-h1 font-semibold tracking-tight text-cocoa-900">Product Management</h1>
        <p className="text-muted-foreground">Manage your products, categories and cake sizes</p>
      </header>
      {products.isError ? (
        <p
          role="alert"
          className="rounded-control border border-destructive/30 bg-destructive-muted px-4 py-3 text-small text-destructive"
        >
          The products could not be loaded. Please reload the page.
        </p>
      ) : null}
      <Tabs value={tab} onValueChange={(value) => setTab(value as Tab)}>
        <TabsList aria-label="Catalogue">
          <TabsTrigger value="products" className={TOUCH_HEIGHT}>
            Products
          </TabsTrigger>
          <TabsTrigger value="categories" className={TOUCH_HEIGHT}>
            Categories
          </TabsTrigger>
          <TabsTrigger value="variants" className={TOUCH_HEIGHT}>
            Size Variants
          </TabsTrigger>
        </TabsList>
        <TabsContent value="products">
          <ProductsTab
            products={products.data}
            loading={products.isPending}
            categories={categoryList}
            onManageVariants={(id) => {
              setSelectedId(id);
              setTab('variants');
            }}
          />
        </TabsContent>
        <TabsContent value="categories">
          <CategoriesTab categories={categoryList} loading={categories.isPending} />
        </TabsContent>
        <TabsContent value="variants">
          <VariantsTab product={selected} onPickProduct={() => setTab('products')} />
        </TabsContent>
      </Tabs>
    </div>
  );
}
