import type { FormEvent, ReactNode } from 'react';
import { Button } from '@/web/components/ui/button';
import {
  Dialog,
  DialogClose,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '@/web/components/ui/dialog';
import { ChangeError } from './change-error';

interface Props {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** While the change is out the dialog stays open: closing would hide whether it was made. */
  pending: boolean;
  size: 'md' | 'lg';
  title: ReactNode;
  description: ReactNode;
  error: Error | null;
  onSubmit: () => void;
  /** The label of the button that leaves the order as it is. */
  keepLabel: string;
  /** The submit button. */
  action: ReactNode;
  children: ReactNode;
}

/**
 * The frame the customer's change dialogs share (move, edit, cancel; decision 0197): a form with a
 * title and what happens, the fields, the server's refusal in its own words, and a button that
 * keeps the order as it is beside the one that changes it.
 */
export function OrderChangeDialog({
  open,
  onOpenChange,
  pending,
  size,
  title,
  description,
  error,
  onSubmit,
  keepLabel,
  action,
  children,
}: Props) {
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSubmit();
  };
  return (
    <Dialog open={open} onOpenChange={(next) => (pending ? undefined : onOpenChange(next))}>
      <DialogContent size={size}>
        <form onSubmit={submit} className="flex flex-col gap-5">
          <DialogHeader>
            <DialogTitle>{title}</DialogTitle>
            <DialogDescription>{description}</DialogDescription>
          </DialogHeader>
          {children}
          <ChangeError error={error} />
          <DialogFooter>
            <DialogClose asChild>
              <Button type="button" variant="outline" disabled={pending}>
                {keepLabel}
              </Button>
            </DialogClose>
            {action}
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
