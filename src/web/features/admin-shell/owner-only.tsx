import { ShieldAlert } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { buttonVariants } from '@/web/components/ui/button';
import { useIsOwner } from '@/web/lib/admin/admin-identity';

export const OWNER_ONLY_TITLE = 'Owners only';
export const OWNER_ONLY_MESSAGE =
  'Only the shop owner can change products, prices, rewards and business settings. Ask the owner if something needs changing.';

/**
 * An owner's page (products, the loyalty programme, business details and backups) as staff reach
 * it by its address: a plain explanation instead of a form the server would refuse (decision 0195).
 */
export default function OwnerOnly({ children }: { children: ReactNode }) {
  const isOwner = useIsOwner();
  if (isOwner) return children;
  return (
    <div className="mx-auto grid max-w-md place-items-center gap-4 py-16 text-center">
      <title>{`${OWNER_ONLY_TITLE} – Admin – Saffron & Sugar`}</title>
      <span className="grid size-14 place-items-center rounded-full bg-saffron-100 text-saffron-800">
        <ShieldAlert aria-hidden="true" />
      </span>
      <h1 className="text-h2">{OWNER_ONLY_TITLE}</h1>
      <p className="text-muted-foreground">{OWNER_ONLY_MESSAGE}</p>
      <Link to="/admin/today" className={buttonVariants({ variant: 'outline' })}>
        Go to Today
      </Link>
    </div>
  );
}
