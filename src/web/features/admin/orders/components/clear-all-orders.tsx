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

/** The Clear All Orders button and its confirmation (section 4). */
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
    <>
      <Button variant="destructive" disabled={count === 0 || clear.isPending} onClick={() => setOpen(true)}>
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
    </>
  );
}
