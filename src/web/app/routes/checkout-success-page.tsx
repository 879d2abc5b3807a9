import { useSearchParams } from 'react-router';
import { OrderConfirmationScreen } from '@/web/features/orders/order-confirmation-screen';

/** /checkout/success?order=: the order confirmation, open to guests too. */
export function CheckoutSuccessPage() {
  const [params] = useSearchParams();
  return <OrderConfirmationScreen orderId={params.get('order')} />;
}
