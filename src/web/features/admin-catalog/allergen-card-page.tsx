/** /admin/products/:id/allergen-card: one product's allergen card, to print for the counter (issue 26). */
import { Printer } from 'lucide-react';
import { Link, useParams } from 'react-router';
import { Button } from '@/web/components/ui/button';
import { useBusinessSettings } from '@/web/lib/get-business-settings';
import { useAdminProducts } from './api/admin-catalog';
import { AllergenCard } from './components/allergen-card';

export default function AllergenCardPage() {
  const { id } = useParams();
  const products = useAdminProducts();
  const business = useBusinessSettings();
  const product = products.data?.find((p) => p.id === id);

  return (
    <div className="flex flex-col gap-6">
      <title>Allergen card – Admin – Saffron &amp; Sugar</title>
      <header className="flex flex-wrap items-center justify-between gap-3 print:hidden">
        <h1 className="font-display text-h1 font-semibold tracking-tight text-cocoa-900">Allergen card</h1>
        <div className="flex gap-2">
          <Button variant="outline" asChild>
            <Link to="/admin/products">Back to products</Link>
          </Button>
          <Button onClick={() => window.print()} disabled={!product || !business.data}>
            <Printer aria-hidden="true" />
            Print card
          </Button>
        </div>
      </header>
      {products.isPending || business.isPending ? (
        <p className="text-muted-foreground">Loading…</p>
      ) : product && business.data ? (
        <AllergenCard product={product} business={business.data} />
      ) : (
        <p role="alert">No such product.</p>
      )}
    </div>
  );
}
