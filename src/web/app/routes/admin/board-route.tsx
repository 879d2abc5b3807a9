/** /admin/today: the Today board, with the "Pause new orders" panel and today's push back (issue 23). */
import BoardPage from '@/web/features/admin-board/board-page';
import { OrdersPausePanel } from '@/web/features/admin-orders-pause/orders-pause-panel';

export default function BoardRoute() {
  return <BoardPage ordersPause={<OrdersPausePanel compact />} />;
}
