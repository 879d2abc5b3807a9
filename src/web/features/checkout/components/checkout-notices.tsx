import { AlertCircle } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { Button } from '@/web/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/web/components/ui/card';
import { Spinner } from '@/web/components/ui/spinner';
import { paths } from '@/web/lib/paths';

export const CHECKOUT_TITLE = 'Checkout – Saffron & Sugar';

/** The checkout while it loads or leaves: one spinner with what is happening. */
export function Waiting({ label }: { label: string }) {
  return (
    <div className="grid min-h-[50vh] place-items-center px-4 py-16">
      <title>{CHECKOUT_TITLE}</title>
      <Spinner size="lg" label={label} className="flex-col text-center text-body" />
    </div>
  );
}

/** A page of one card, in the middle. */
export function Centered({ children }: { children: ReactNode }) {
  return (
    <div className="grid min-h-[50vh] place-items-center px-4 py-16">
      <title>{CHECKOUT_TITLE}</title>
      {children}
    </div>
  );
}

/** The checkout could not start: what went wrong, and the way back to the shop. */
export function CheckoutProblem({ title, message }: { title: string; message: string }) {
  return (
    <Centered>
      <Card role="alert" className="w-full max-w-md text-center">
        <CardHeader className="items-center pt-8">
          <span
            aria-hidden="true"
            className="mb-2 grid size-14 place-items-center rounded-full bg-destructive-muted text-destructive"
          >
            <AlertCircle className="size-6" />
          </span>
          <CardTitle asChild>
            <h1>{title}</h1>
          </CardTitle>
          <CardDescription className="text-body">{message}</CardDescription>
        </CardHeader>
        <CardContent className="flex justify-center pb-8">
          <Button asChild>
            <Link to={paths.home()}>Return to Shop</Link>
          </Button>
        </CardContent>
      </Card>
    </Centered>
  );
}
