import { Link } from 'react-router';
import { buttonVariants } from '@/web/components/ui/button';

/** /admin/anything-else: inside the portal, with the way back to the dashboard. */
export default function AdminNotFound() {
  return (
    <div className="mx-auto grid max-w-md place-items-center gap-4 py-16 text-center">
      <title>Page not found – Admin – Saffron &amp; Sugar</title>
      <h1 className="text-h2">Page not found</h1>
      <p className="text-muted-foreground">There is no admin page at this address.</p>
      <Link to="/admin" className={buttonVariants({ variant: 'outline' })}>
        Go to the Dashboard
      </Link>
    </div>
  );
}
