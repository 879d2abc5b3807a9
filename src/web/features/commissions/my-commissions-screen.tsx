import { Cake, RotateCcw } from 'lucide-react';
import { Link, useSearchParams } from 'react-router';
import { Button } from '@/web/components/ui/button';
import { Card, CardContent } from '@/web/components/ui/card';
import { Spinner } from '@/web/components/ui/spinner';
import { paths } from '@/web/lib/paths';
import { useMyCommissions } from './api/get-my-commissions';
import { CommissionCard } from './components/commission-card';

const TITLE = 'My Custom Cakes – Saffron & Sugar';

/** /account/custom-cakes: the customer's requests with their quotes, payments, thread and cancellation. */
export function MyCommissionsScreen() {
  const mine = useMyCommissions();
  const [params] = useSearchParams();

  if (mine.isPending) {
    return (
      <div className="grid min-h-[50vh] place-items-center px-4">
        <title>{TITLE}</title>
        <Spinner size="lg" label="Loading your custom cakes..." className="flex-col text-body" />
      </div>
    );
  }

  return (
    <div className="mx-auto flex w-full max-w-4xl flex-col gap-8">
      <title>{TITLE}</title>
      <header className="flex flex-wrap items-end justify-between gap-4">
        <div>
          <p className="text-eyebrow font-semibold text-saffron-700 uppercase">Custom cakes</p>
          <h1 className="mt-1 text-h1 text-cocoa-900">My Custom Cakes</h1>
          <p className="mt-2 text-muted-foreground">Your requests, quotes and payments, in one place.</p>
        </div>
        <Button asChild variant="outline">
          <Link to={paths.customCakeRequest()}>New request</Link>
        </Button>
      </header>
      {params.get('sent') ? (
        <p role="status" className="rounded-xl bg-pistachio-50 p-4 text-pistachio-900">
          Thank you! Your request is with our decorators; we will e-mail you a quote or a question within a day.
        </p>
      ) : null}
      {mine.isError ? (
        <Card role="alert">
          <CardContent className="flex flex-col items-start gap-4 pt-6">
            <p className="font-semibold text-destructive">We couldn't load your custom cakes. Please try again.</p>
            <Button variant="outline" onClick={() => void mine.refetch()}>
              <RotateCcw aria-hidden="true" />
              Try again
            </Button>
          </CardContent>
        </Card>
      ) : mine.data.length === 0 ? (
        <Card className="items-center px-6 py-14 text-center">
          <span
            aria-hidden="true"
            className="grid size-16 place-items-center rounded-full bg-saffron-100 text-saffron-800"
          >
            <Cake className="size-7" />
          </span>
          <h2 className="mt-5 text-h3 text-cocoa-900">No custom cakes yet</h2>
          <p className="mt-2 max-w-sm text-muted-foreground">Tell us about your celebration and we will design it.</p>
          <Button asChild className="mt-6">
            <Link to={paths.customCakeRequest()}>Request a custom cake</Link>
          </Button>
        </Card>
      ) : (
        <ol className="flex flex-col gap-6" aria-label="Your custom cakes, newest first">
          {mine.data.map((commission) => (
            <li key={commission.id}>
              <CommissionCard commission={commission} />
            </li>
          ))}
        </ol>
      )}
    </div>
  );
}
