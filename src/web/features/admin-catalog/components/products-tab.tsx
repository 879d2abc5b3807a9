/**
 * The Products tab (admin sections 2, 4 and 9): filters, the table with drag-and-drop reordering
 * by mouse, touch (a tablet at the counter) or keyboard, and the product and delete dialogs.
 */
import { useMemo, useState } from 'react';
import {
  closestCenter,
  DndContext,
  KeyboardSensor,
  PointerSensor,
  TouchSensor,
  useSensor,
  useSensors,
  type Announcements,
  type DragEndEvent,
} from '@dnd-kit/core';
import {
  SortableContext,
  sortableKeyboardCoordinates,
  useSortable,
  verticalListSortingStrategy,
} from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import { useQueryClient } from '@tanstack/react-query';
import { GripVertical, Info, Ruler, ShieldAlert } from 'lucide-react';
import { Link } from 'react-router';
import type { StoreCategory } from '@/contracts/catalog';
import { formatCurrency, parseMoney } from '@/domain/money';
import { AddButton } from '@/web/components/ui/add-button';
import { ACTIONS_COLUMN, AdminTable, AdminTableEmpty } from '@/web/components/ui/admin-table';
import { LoadingState } from '@/web/components/ui/query-states';
import { Badge } from '@/web/components/ui/badge';
import { Button } from '@/web/components/ui/button';
import { Card } from '@/web/components/ui/card';
import { ConfirmDialog } from '@/web/components/ui/confirm-dialog';
import { Field } from '@/web/components/ui/field';
import { DeleteButton, EditButton } from '@/web/components/ui/row-action-buttons';
import { toast } from '@/web/lib/toast-store';
import { cn } from '@/web/lib/cn';
import { useEditDialog } from '@/web/lib/use-edit-dialog';
import { useDeleteProduct, useReorderProducts } from '../api/admin-catalog';
import { catalogAdminKeys } from '../api/catalog-admin-keys';
import {
  applyPositions,
  DEFAULT_FILTERS,
  filterAndSortProducts,
  reorderPositions,
  SORT_FIELDS,
  STATUS_FILTERS,
  type ProductFilters,
  type SortDirection,
  type SortField,
  type StatusFilter,
} from '../product-list';
import type { AdminProduct as AdminProductRow } from '@/contracts/admin-catalog';
import { imageSrc } from '../upload-checks';
import { FilterCard, FilterSearch } from '@/web/components/ui/filter-card';
import { NativeSelect } from '@/web/components/ui/native-select';
import { CategoryOptions } from './category-options';
import { ProductDialog } from './product-dialog';

const money = (value: string) => formatCurrency(parseMoney(value));

function StatusBadges({ product }: { product: AdminProductRow }) {
  return (
    <div className="flex flex-wrap gap-1">
      {product.featured ? <Badge variant="warning">Featured</Badge> : null}
      {product.bestseller ? <Badge variant="secondary">Bestseller</Badge> : null}
      {product.seasonal ? <Badge variant="info">Seasonal</Badge> : null}
      {product.inStock ? null : <Badge variant="destructive">Out of Stock</Badge>}
    </div>
  );
}

interface RowProps {
  product: AdminProductRow;
  categoryName: string;
  onVariants: () => void;
  onEdit: () => void;
  onDelete: () => void;
}

function ProductRow({ product, categoryName, onVariants, onEdit, onDelete }: RowProps) {
  const { attributes, listeners, setNodeRef, setActivatorNodeRef, transform, transition, isDragging } = useSortable({
    id: product.id,
  });
  const original = product.originalPrice && Number(product.originalPrice) > 0 ? product.originalPrice : null;
  return (
    <tr
      ref={setNodeRef}
      style={{ transform: CSS.Translate.toString(transform), transition }}
      className={cn(
        'border-b border-border bg-card align-middle last:border-b-0',
        isDragging && 'relative z-10 shadow-lifted ring-2 ring-saffron-400',
      )}
    >
      <td className="py-3 pr-2 pl-2 sm:pl-4">
        <div className="flex items-center gap-2 sm:gap-3">
          <button
            type="button"
            ref={setActivatorNodeRef}
            aria-label={`Reorder ${product.name}`}
            className="inline-flex size-10 shrink-0 cursor-grab max-md:size-11 pointer-coarse:size-11 touch-none items-center justify-center rounded-full text-cocoa-500 hover:bg-cream-100 hover:text-cocoa-900 active:cursor-grabbing"
            {...attributes}
            {...listeners}
          >
            <GripVertical aria-hidden="true" className="size-5" />
          </button>
          <img
            src={imageSrc(product.image)}
            alt=""
            width={56}
            height={56}
            loading="lazy"
            className="size-11 shrink-0 rounded-control border border-border object-cover sm:size-14"
            onError={() => console.warn(`Image failed to load: ${product.image}`)}
          />
          <div className="min-w-0">
            <p className="font-semibold text-cocoa-900">{product.name}</p>
            <p className="line-clamp-1 max-w-xs text-caption text-muted-foreground">{product.description}</p>
            {product.sortOrder > 0 ? (
              <p className="text-caption font-medium text-cocoa-600">Order: {product.sortOrder}</p>
            ) : null}
            <div className="mt-1 flex flex-wrap gap-1 md:hidden">
              <Badge variant="outline">{categoryName}</Badge>
              <StatusBadges product={product} />
            </div>
          </div>
        </div>
      </td>
      <td className="hidden px-3 py-3 md:table-cell">
        <Badge variant="outline">{categoryName}</Badge>
      </td>
      <td className="px-1 py-3 whitespace-nowrap sm:px-3">
        <span className="font-semibold text-cocoa-900">{money(product.price)}</span>
        {original ? (
          <span className="block text-caption text-muted-foreground">
            <span className="sr-only">was </span>
            <s>{money(original)}</s>
          </span>
        ) : null}
      </td>
      <td className="hidden px-3 py-3 md:table-cell">
        <StatusBadges product={product} />
      </td>
      <td className="py-3 pr-2 pl-1 sm:pr-4">
        <div className="flex flex-col items-end gap-1 sm:flex-row sm:justify-end">
          <Button
            variant="ghost"
            size="icon"
            aria-label={`Manage sizes of ${product.name}`}
            title="Size variants"
            onClick={onVariants}
          >
            <Ruler aria-hidden="true" />
          </Button>
          <Button variant="ghost" size="icon" asChild title="Allergen card">
            <Link to={`/admin/products/${product.id}/allergen-card`} aria-label={`Allergen card for ${product.name}`}>
              <ShieldAlert aria-hidden="true" />
            </Link>
          </Button>
          <EditButton itemName={product.name} onClick={onEdit} />
          <DeleteButton itemName={product.name} onClick={onDelete} />
        </div>
      </td>
    </tr>
  );
}

const COLUMNS = [
  { label: 'Product', className: 'py-3 pr-2 pl-4' },
  { label: 'Category', className: 'hidden px-3 py-3 md:table-cell' },
  { label: 'Price', className: 'px-1 py-3 sm:px-3' },
  { label: 'Status', className: 'hidden px-3 py-3 md:table-cell' },
  ACTIONS_COLUMN,
];

export interface ProductsTabProps {
  products: readonly AdminProductRow[] | undefined;
  loading: boolean;
  categories: readonly StoreCategory[];
  onManageVariants: (productId: string) => void;
}

export function ProductsTab({ products, loading, categories, onManageVariants }: ProductsTabProps) {
  const [filters, setFilters] = useState<ProductFilters>(DEFAULT_FILTERS);
  const dialog = useEditDialog<AdminProductRow>();
  const [deleting, setDeleting] = useState<AdminProductRow | null>(null);
  const client = useQueryClient();
  const reorder = useReorderProducts();
  const remove = useDeleteProduct();

  const all = useMemo(() => products ?? [], [products]);
  const shown = useMemo(() => filterAndSortProducts(all, filters), [all, filters]);
  const categoryName = (slug: string) => categories.find((c) => c.slug === slug)?.name ?? slug;
  const nameOf = (id: string | number) => all.find((p) => p.id === id)?.name ?? 'product';

  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: 4 } }),
    useSensor(TouchSensor, { activationConstraint: { delay: 150, tolerance: 6 } }),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  );

  const position = (id: string | number) => shown.findIndex((p) => p.id === id) + 1;
  const announcements: Announcements = {
    onDragStart: ({ active }) => `Picked up ${nameOf(active.id)}, position ${position(active.id)} of ${shown.length}.`,
    onDragOver: ({ active, over }) =>
      over
        ? `${nameOf(active.id)} is over position ${position(over.id)} of ${shown.length}.`
        : `${nameOf(active.id)} is no longer over the list.`,
    onDragEnd: ({ active, over }) =>
      over
        ? `${nameOf(active.id)} dropped at position ${position(over.id)} of ${shown.length}.`
        : `${nameOf(active.id)} dropped.`,
    onDragCancel: ({ active }) =>
      `Reordering cancelled. ${nameOf(active.id)} is back at position ${position(active.id)}.`,
  };

  const dragEnd = ({ active, over }: DragEndEvent) => {
    const productOrders = reorderPositions(shown, String(active.id), over ? String(over.id) : null);
    if (!productOrders) return;
    client.setQueryData<AdminProductRow[]>(catalogAdminKeys.products(), (list) =>
      list ? applyPositions(list, productOrders) : list,
    );
    reorder.mutate(productOrders, {
      onSuccess: () =>
        toast({ title: 'Success', description: 'Product order updated successfully', variant: 'success' }),
      onError: () => toast({ title: 'Error', description: 'Failed to update product order', variant: 'destructive' }),
    });
  };

  const confirmDelete = () => {
    if (!deleting) return;
    remove.mutate(deleting.id, {
      onSuccess: () => {
        toast({ title: 'Success', description: 'Product deleted successfully', variant: 'success' });
        setDeleting(null);
      },
      onError: () => toast({ title: 'Error', description: 'Failed to delete product', variant: 'destructive' }),
    });
  };

  const set = <K extends keyof ProductFilters>(key: K, value: ProductFilters[K]) =>
    setFilters((f) => ({ ...f, [key]: value }));

  return (
    <div className="flex flex-col gap-4">
      <FilterCard title="Filter Products" gridClassName="xl:grid-cols-5">
        <FilterSearch
          placeholder="Search products..."
          value={filters.search}
          onChange={(next) => set('search', next)}
        />
        <Field label="Category">
          <NativeSelect value={filters.category} onChange={(e) => set('category', e.target.value)}>
            <option value="all">All Categories</option>
            <CategoryOptions categories={categories} />
          </NativeSelect>
        </Field>
        <Field label="Status">
          <NativeSelect value={filters.status} onChange={(e) => set('status', e.target.value as StatusFilter)}>
            {STATUS_FILTERS.map((s) => (
              <option key={s.value} value={s.value}>
                {s.label}
              </option>
            ))}
          </NativeSelect>
        </Field>
        <Field label="Sort By">
          <NativeSelect value={filters.sortBy} onChange={(e) => set('sortBy', e.target.value as SortField)}>
            {SORT_FIELDS.map((s) => (
              <option key={s.value} value={s.value}>
                {s.label}
              </option>
            ))}
          </NativeSelect>
        </Field>
        <Field label="Direction">
          <NativeSelect value={filters.direction} onChange={(e) => set('direction', e.target.value as SortDirection)}>
            <option value="asc">Ascending</option>
            <option value="desc">Descending</option>
          </NativeSelect>
        </Field>
      </FilterCard>

      <div className="flex flex-wrap items-center justify-between gap-3">
        <p className="text-small text-muted-foreground" aria-live="polite">
          Showing {shown.length} of {all.length} products
        </p>
        <AddButton onClick={dialog.openToAdd}>Add Product</AddButton>
      </div>

      <p className="flex items-start gap-2 rounded-control border border-saffron-200 bg-saffron-50 px-4 py-3 text-small text-cocoa-800">
        <Info aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-saffron-700" />
        <span>
          Drag products by the handle to reorder them on the homepage (or focus the handle, press Space, move with the
          arrow keys and press Space again). Products with order 0 appear at the end.
        </span>
      </p>

      <Card>
        {loading ? (
          <LoadingState label="Loading products..." />
        ) : shown.length === 0 ? (
          <AdminTableEmpty title="No products found">
            {all.length === 0 ? 'Start by adding your first product.' : 'No products match your current filters.'}
          </AdminTableEmpty>
        ) : (
          <div className="relative overflow-x-auto">
            <DndContext
              sensors={sensors}
              collisionDetection={closestCenter}
              onDragEnd={dragEnd}
              accessibility={{
                announcements,
                screenReaderInstructions: {
                  draggable:
                    'To reorder, press Space or Enter to pick the product up, use the arrow keys to move it, then press Space or Enter to drop it, or Escape to cancel.',
                },
              }}
            >
              <AdminTable
                caption="Products, in the order the home page shows them when sorted by sort order"
                columns={COLUMNS}
              >
                <SortableContext items={shown.map((p) => p.id)} strategy={verticalListSortingStrategy}>
                  <tbody>
                    {shown.map((product) => (
                      <ProductRow
                        key={product.id}
                        product={product}
                        categoryName={categoryName(product.category)}
                        onVariants={() => onManageVariants(product.id)}
                        onEdit={() => dialog.openToEdit(product)}
                        onDelete={() => setDeleting(product)}
                      />
                    ))}
                  </tbody>
                </SortableContext>
              </AdminTable>
            </DndContext>
          </div>
        )}
      </Card>

      <ProductDialog
        open={dialog.open}
        product={dialog.subject}
        categories={categories}
        onOpenChange={dialog.onOpenChange}
      />
      <ConfirmDialog
        open={deleting !== null}
        title="Delete this product?"
        description={`${deleting?.name ?? 'This product'} will be removed from the shop. A product that orders refer to is hidden instead, so order history keeps its name and picture.`}
        confirmLabel="Delete Product"
        pending={remove.isPending}
        onConfirm={confirmDelete}
        onClose={() => setDeleting(null)}
      />
    </div>
  );
}
