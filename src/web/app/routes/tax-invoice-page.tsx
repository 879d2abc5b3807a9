import { useParams } from 'react-router';
import { TaxInvoiceScreen } from '@/web/features/tax-invoice/tax-invoice-screen';

/** /orders/{orderId}/tax-invoice */
export function TaxInvoicePage() {
  const { orderId = '' } = useParams();
  return <TaxInvoiceScreen orderId={orderId} />;
}
