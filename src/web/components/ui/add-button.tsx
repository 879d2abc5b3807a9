import type { ReactNode } from 'react';
import { Plus } from 'lucide-react';
import { Button } from './button';

/** The button above an admin list that opens its "add" dialog: a plus, then what it adds. */
export function AddButton({ children, onClick }: { children: ReactNode; onClick: () => void }) {
  return (
    <Button onClick={onClick}>
      <Plus aria-hidden="true" />
      {children}
    </Button>
  );
}
