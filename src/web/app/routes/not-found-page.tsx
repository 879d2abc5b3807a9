import { Link, useLocation } from 'react-router';
import { Button } from '@/web/components/ui/button';

/** Any path the router does not know (the server answers it with status 404). */
export function NotFoundPage() {
  const { pathname } = useLocation();
  return (
    <section className="mx-auto max-w-2xl px-4 py-24 text-center">
      <title>404 Page Not Found – Saffron &amp; Sugar</title>
      <p aria-hidden="true" className="text-6xl">
        🧁
      </p>
      <h1 className="mt-6 text-h1">404 Page Not Found</h1>
      <p className="mt-4 text-muted-foreground">
        We couldn't find anything at <code className="rounded bg-cream-200 px-1.5 py-0.5 text-small">{pathname}</code>.
      </p>
      <p className="mt-2 text-small text-muted-foreground">
        Did you forget to add the page to the router? New pages go in <code>src/web/app/routes.tsx</code>.
      </p>
      <Button asChild className="mt-8">
        <Link to="/">Back to Home</Link>
      </Button>
    </section>
  );
}
