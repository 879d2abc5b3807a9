// The badge is shared by the storefront's and the admin's order views: one copy, in components/ui.
// This path stays until app/pages/{orders,account} (helper "checkout"'s area) import it from there.
export { OrderStatusBadge } from '@/web/components/ui/order-status-badge';
