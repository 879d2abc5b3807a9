import { Sparkles } from 'lucide-react';
import { Link } from 'react-router';
import { Button } from '@/web/components/ui/button';
import { Card } from '@/web/components/ui/card';
import { paths } from '@/web/lib/paths';

export function JoinCard() {
  return (
    <Card className="items-center px-6 py-12 text-center">
      <span aria-hidden="true" className="grid size-16 place-items-center rounded-full bg-saffron-100 text-saffron-800">
        <Sparkles className="size-7" />
      </span>
      <h2 className="mt-5 text-h3 text-cocoa-900">Join Our Loyalty Program</h2>
      <p className="mt-2 max-w-md text-muted-foreground">
        Earn one point for every dollar you spend and swap them for treats off your order. Your rewards account opens
        with your first order.
      </p>
      <div className="mt-6 flex flex-wrap justify-center gap-3">
        <Button asChild>
          <Link to={paths.home()}>Start Shopping</Link>
        </Button>
        <Button asChild variant="outline">
          <Link to={paths.loyaltyProgram()}>How it works</Link>
        </Button>
      </div>
    </Card>
  );
}
