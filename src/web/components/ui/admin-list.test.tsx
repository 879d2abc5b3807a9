// @vitest-environment happy-dom
/** The pieces the admin lists share: the table, its row buttons, the add button and the dialogs' last rows. */
import { act, cleanup, fireEvent, render, renderHook, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useEditDialog } from '../../lib/use-edit-dialog';
import { AddButton } from './add-button';
import { ACTIONS_COLUMN, AdminTable, AdminTableEmpty } from './admin-table';
import { ConfirmDialog } from './confirm-dialog';
import { Dialog, DialogContent, DialogTitle } from './dialog';
import { DialogFormFooter } from './dialog-form-footer';
import { DeleteButton, EditButton } from './row-action-buttons';

afterEach(() => {
  cleanup();
});

describe('AdminTable', () => {
  it('names the table by its caption and heads each column, plain labels with the usual padding', () => {
    render(
      <AdminTable caption="Categories" columns={[{ label: 'Name', className: 'pl-4' }, 'Icon', ACTIONS_COLUMN]}>
        <tbody>
          <tr>
            <td>Cakes</td>
            <td>🎂</td>
            <td />
          </tr>
        </tbody>
      </AdminTable>,
    );
    const table = screen.getByRole('table', { name: 'Categories' });
    const headings = within(table).getAllByRole('columnheader');
    expect(headings.map((th) => th.textContent)).toEqual(['Name', 'Icon', 'Actions']);
    expect(headings.map((th) => th.className)).toEqual(['pl-4', 'px-3 py-3', 'py-3 pr-4 pl-1 text-right']);
    expect(within(table).getByRole('cell', { name: 'Cakes' })).toBeTruthy();
  });

  it('says what would fill an empty table under a heading', () => {
    render(<AdminTableEmpty title="No categories yet">Add a category before adding products.</AdminTableEmpty>);
    expect(screen.getByRole('heading', { name: 'No categories yet' })).toBeTruthy();
    expect(screen.getByText('Add a category before adding products.')).toBeTruthy();
  });
});

describe('the row and list buttons', () => {
  it('names Edit and Delete after the row, and each calls its own handler', () => {
    const onEdit = vi.fn();
    const onDelete = vi.fn();
    const onAdd = vi.fn();
    render(
      <>
        <AddButton onClick={onAdd}>Add Category</AddButton>
        <EditButton itemName="Cakes" onClick={onEdit} />
        <DeleteButton itemName="Cakes" onClick={onDelete} />
      </>,
    );
    fireEvent.click(screen.getByRole('button', { name: 'Edit Cakes' }));
    fireEvent.click(screen.getByRole('button', { name: 'Delete Cakes' }));
    fireEvent.click(screen.getByRole('button', { name: 'Add Category' }));
    expect([onEdit.mock.calls.length, onDelete.mock.calls.length, onAdd.mock.calls.length]).toEqual([1, 1, 1]);
    expect(screen.getByRole('button', { name: 'Delete Cakes' }).title).toBe('Delete');
  });
});

describe('ConfirmDialog', () => {
  it('confirms with its named button, and Cancel closes without confirming', () => {
    const onConfirm = vi.fn();
    const onClose = vi.fn();
    render(
      <ConfirmDialog
        open
        title="Delete this category?"
        description="Cakes will be removed."
        confirmLabel="Delete Category"
        onConfirm={onConfirm}
        onClose={onClose}
      />,
    );
    const dialog = screen.getByRole('dialog', { name: 'Delete this category?' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(onClose).toHaveBeenCalledTimes(1);
    expect(onConfirm).not.toHaveBeenCalled();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Delete Category' }));
    expect(onConfirm).toHaveBeenCalledTimes(1);
  });

  it('closes on Escape', () => {
    const onClose = vi.fn();
    render(
      <ConfirmDialog
        open
        title="Delete?"
        description="Gone."
        confirmLabel="Delete"
        onConfirm={vi.fn()}
        onClose={onClose}
      />,
    );
    fireEvent.keyDown(screen.getByRole('dialog'), { key: 'Escape' });
    expect(onClose).toHaveBeenCalledTimes(1);
  });
});

describe('DialogFormFooter', () => {
  it('submits its form with the named button, busy while the save runs, and Cancel does not submit', () => {
    const onSubmit = vi.fn((event: { preventDefault(): void }) => event.preventDefault());
    const onCancel = vi.fn();
    const { rerender } = render(
      <Dialog open>
        <DialogContent>
          <DialogTitle>Add Category</DialogTitle>
          <form onSubmit={onSubmit}>
            <DialogFormFooter submitLabel="Create Category" pending={false} onCancel={onCancel} />
          </form>
        </DialogContent>
      </Dialog>,
    );
    fireEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect([onCancel.mock.calls.length, onSubmit.mock.calls.length]).toEqual([1, 0]);
    fireEvent.click(screen.getByRole('button', { name: 'Create Category' }));
    expect(onSubmit).toHaveBeenCalledTimes(1);

    rerender(
      <Dialog open>
        <DialogContent>
          <DialogTitle>Add Category</DialogTitle>
          <form onSubmit={onSubmit}>
            <DialogFormFooter submitLabel="Create Category" pending onCancel={onCancel} />
          </form>
        </DialogContent>
      </Dialog>,
    );
    expect(screen.getByRole('button', { name: 'Create Category' }).getAttribute('aria-busy')).toBe('true');
  });
});

describe('useEditDialog', () => {
  it('opens to add or to edit a record, and keeps the record while it closes', () => {
    const { result } = renderHook(() => useEditDialog<{ name: string }>());
    act(() => result.current.openToEdit({ name: 'Cakes' }));
    expect([result.current.open, result.current.subject]).toEqual([true, { name: 'Cakes' }]);
    act(() => result.current.onOpenChange(false));
    expect([result.current.open, result.current.subject]).toEqual([false, { name: 'Cakes' }]);
    act(() => result.current.openToAdd());
    expect([result.current.open, result.current.subject]).toEqual([true, null]);
  });
});
