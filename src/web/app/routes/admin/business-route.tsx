/**
 * /admin/business: the business settings, and below them the backups of the shop's record
 * (issue 27), which the owner looks after in the same place as the shop's other details.
 */
import { BackupsPanel } from '@/web/features/admin-backups/backups-panel';
import BusinessPage from '@/web/features/admin-settings/business-page';

export default function BusinessRoute() {
  return (
    <div className="flex min-w-0 flex-col gap-6">
      <BusinessPage />
      <BackupsPanel />
    </div>
  );
}
