import { Pencil, Trash2 } from 'lucide-react';
import { Button } from './button';

interface RowActionProps {
  /** What the row shows (a product's name, a size's label): the button's accessible name ends with it. */
  itemName: string;
  onClick: () => void;
}

/** A list row's Edit: a pencil, named "Edit <item>" so a screen reader tells the rows apart. */
export function EditButton({ itemName, onClick }: RowActionProps) {
  return (
    <Button variant="ghost" size="icon" aria-label={`Edit ${itemName}`} title="Edit" onClick={onClick}>
      <Pencil aria-hidden="true" />
    </Button>
  );
}

/** A list row's Delete: a red bin, named "Delete <item>"; the caller asks for confirmation. */
export function DeleteButton({ itemName, onClick }: RowActionProps) {
  return (
    <Button
      variant="ghost"
      size="icon"
      aria-label={`Delete ${itemName}`}
      title="Delete"
      className="text-destructive hover:bg-destructive-muted"
      onClick={onClick}
    >
      <Trash2 aria-hidden="true" />
    </Button>
  );
}
