/** The question a page with unsaved edits asks before a link, or Back, takes the admin elsewhere. */
import { Button } from '@/web/components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '@/web/components/ui/dialog';
import type { UnsavedChangesGuard } from '@/web/lib/use-unsaved-changes';

export function LeaveWithoutSavingDialog({ guard, what }: { guard: UnsavedChangesGuard; what: string }) {
  return (
    <Dialog open={guard.asking} onOpenChange={(open) => !open && guard.stay()}>
      <DialogContent size="md" role="alertdialog">
        <DialogHeader>
          <DialogTitle>Leave without saving?</DialogTitle>
          <DialogDescription>
            Your changes to the {what} have not been saved. If you leave this page now, they are lost.
          </DialogDescription>
        </DialogHeader>
        <DialogFooter>
          <Button variant="outline" onClick={guard.leave}>
            Leave without saving
          </Button>
          <Button onClick={guard.stay}>Stay on this page</Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
