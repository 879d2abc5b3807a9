import { useState } from 'react';
import { Trash2 } from 'lucide-react';
import { Button } from '@/web/components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '@/web/components/ui/dialog';
import { toast } from '@/web/lib/toast-store';
import { useClearAllOrders } from '../api/clear-all-orders';

/**
 * Clear All Orders (section 4) and its confirmation, at the foot of the orders list: a quiet
 * outlined button in its own box, not a big red one beside the everyday actions (issue 20). It is
 * for clearing test orders before the shop opens.
 */
export function ClearAllOrders({ count }: { count: number }) {
  const [open, setOpen] = useState(false);
  const clear = useClearAllOrders();
  const confirm = () => {
    setOpen(false);
    clear.mutate(undefined, {
      onSuccess: (result) =>
        toast({
          title: 'All Orders Cleared',
          description: `Successfully deleted ${result.deletedOrders} orders and ${result.deletedOrderItems} order items`,
          variant: 'success',
        }),
      onError: () =>
        toast({ title: 'Clear Failed', description: 'Failed to clear all orders', variant: 'destructive' }),
    });
  };
  return (
    <section
      aria-labelledby="clear-all-orders-title"
      className="flex flex-col gap-3 rounded-card border border-dashed border-cocoa-200 px-5 py-4 sm:flex-row sm:items-center sm:justify-between"
    >
      <div>
        <h2 id="clear-all-orders-title" className="font-sans text-small font-semibold text-cocoa-800">
          Remove every order
        </h2>
        <p className="text-caption text-muted-foreground">
          For clearing test orders before the shop opens. Deleted orders cannot be brought back.
        </p>
      </div>
      <Button
        variant="outline"
        className="text-destructive max-sm:w-full"
        disabled={count === 0 || clear.isPending}
        onClick={() => setOpen(true)}
      >
        <Trash2 aria-hidden="true" />
        {clear.isPending ? 'Clearing...' : 'Clear All Orders'}
      </Button>
      <Dialog open={open} onOpenChange={setOpen}>
        <DialogContent size="md" role="alertdialog">
          <DialogHeader>
            <DialogTitle>Are you absolutely sure?</DialogTitle>
            <DialogDescription>
              This action cannot be undone. This will permanently delete all {count} orders and their associated order
              items from the database.
            </DialogDescription>
          </DialogHeader>
          <DialogFooter>
            <Button variant="outline" onClick={() => setOpen(false)}>
              Cancel
            </Button>
            <Button variant="destructive" onClick={confirm}>
              Yes, delete all orders
            </Button>
          </DialogFooter>
        </DialogContent>
      </Dialog>
    </section>
  );
}
