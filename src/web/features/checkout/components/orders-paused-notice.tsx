import { CirclePause } from 'lucide-react';
import { Link } from 'react-router';
import { Button } from '@/web/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/web/components/ui/card';
import { paths } from '@/web/lib/paths';
import { Centered } from './checkout-notices';

/**
 * The checkout while staff pause new orders (issue 23): the shop's message instead of the payment
 * form. The cart is kept; "Check again" asks the server once more, so a resumed shop takes the order.
 */
export function OrdersPausedNotice({
  message,
  checking,
  onCheckAgain,
}: {
  message: string;
  checking: boolean;
  onCheckAgain(): void;
}) {
  return (
    <Centered>
      <Card role="alert" className="w-full max-w-md text-center" data-testid="checkout-paused">
        <CardHeader className="items-center pt-8">
          <span aria-hidden="true" className="mb-2 grid size-14 place-items-center rounded-full bg-red-50 text-red-700">
            <CirclePause className="size-6" />
          </span>
          <CardTitle asChild>
            <h1>We're not taking orders right now</h1>
          </CardTitle>
          <CardDescription className="text-body text-cocoa-900">{message}</CardDescription>
          <p className="text-muted-foreground">Your cart is kept for when we open again.</p>
        </CardHeader>
        <CardContent className="flex flex-wrap justify-center gap-3 pb-8">
          <Button onClick={onCheckAgain} loading={checking} className="min-h-11">
            Check again
          </Button>
          <Button asChild variant="outline" className="min-h-11">
            <Link to={paths.home()}>Return to Shop</Link>
          </Button>
        </CardContent>
      </Card>
    </Centered>
  );
}
