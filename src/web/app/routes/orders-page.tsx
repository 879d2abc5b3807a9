import { useSearchParams } from 'react-router';
import { isReviewableOrderStatus } from '@/domain/reviews';
import { OrdersScreen } from '@/web/features/orders/orders-screen';
import { useMyReviews } from '@/web/features/reviews/api/get-my-reviews';
import { ReviewLineAction } from '@/web/features/reviews/components/review-line-action';

/**
 * /orders, with ?session= naming a cart session whose orders are merged in. A delivered or
 * collected order's lines offer "Review" (or "Edit review"): the page composes the two features.
 */
export function OrdersPage() {
  const [params] = useSearchParams();
  const mine = useMyReviews();
  const byProduct = new Map((mine.data ?? []).map((r) => [r.productId, r]));
  return (
    <OrdersScreen
      session={params.get('session')}
      lineAction={(order, item) =>
        item.productId && isReviewableOrderStatus(order.status) && mine.isSuccess ? (
          <ReviewLineAction
            productId={item.productId}
            productName={item.productName}
            existing={byProduct.get(item.productId)}
          />
        ) : null
      }
    />
  );
}
