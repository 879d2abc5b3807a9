/** The Categories tab (admin sections 2, 3, 5 and 8): the table, the add/edit dialog and delete. */
import { useEffect, useState } from 'react';
import type { AdminCategory } from '@/contracts/admin-catalog';
import { slugify } from '@/domain/slug';
import { ACTIONS_COLUMN, AdminTable, AdminTableEmpty } from '@/web/components/ui/admin-table';
import { LoadingState } from '@/web/components/ui/query-states';
import { AddButton } from '@/web/components/ui/add-button';
import { Badge } from '@/web/components/ui/badge';
import { Card } from '@/web/components/ui/card';
import { ConfirmDialog } from '@/web/components/ui/confirm-dialog';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '@/web/components/ui/dialog';
import { DialogFormFooter } from '@/web/components/ui/dialog-form-footer';
import { Field } from '@/web/components/ui/field';
import { Input } from '@/web/components/ui/input';
import { DeleteButton, EditButton } from '@/web/components/ui/row-action-buttons';
import { Textarea } from '@/web/components/ui/textarea';
import { toast } from '@/web/lib/toast-store';
import { useDialogForm } from '@/web/lib/use-dialog-form';
import { useEditDialog } from '@/web/lib/use-edit-dialog';
import { useDeleteCategory, useSaveCategory } from '../api/admin-catalog';
import {
  buildCategoryPayload,
  EMPTY_CATEGORY_FORM,
  validateCategoryForm,
  type CategoryFormErrors,
  type CategoryFormValues,
} from '../category-form';
import { Checkbox, serverMessage } from './controls';

interface CategoryDialogProps {
  open: boolean;
  category: AdminCategory | null;
  onOpenChange: (open: boolean) => void;
}

const categoryForm = (category: AdminCategory | null): CategoryFormValues =>
  category
    ? {
        name: category.name,
        slug: category.slug,
        icon: category.icon ?? '',
        description: category.description ?? '',
        showOnHomePage: category.showOnHomePage !== false,
      }
    : EMPTY_CATEGORY_FORM;

function CategoryDialog({ open, category, onOpenChange }: CategoryDialogProps) {
  const { formRef, values, setValues, errors, submitWith, afterSave } = useDialogForm<
    CategoryFormValues,
    CategoryFormErrors,
    AdminCategory | null
  >({ open, subject: category, toForm: categoryForm, validate: validateCategoryForm });
  const [slugEdited, setSlugEdited] = useState(false);
  const save = useSaveCategory();
  const editing = category !== null;

  // An existing category keeps its slug as the name changes; a new one follows the name until edited.
  useEffect(() => {
    if (open) setSlugEdited(category !== null);
  }, [open, category]);

  const submit = submitWith(() =>
    save.mutate(
      { id: category?.id ?? null, payload: buildCategoryPayload(values) },
      afterSave({
        close: () => onOpenChange(false),
        saved: () => ({
          title: 'Success',
          description: editing ? 'Category updated successfully' : 'Category created successfully',
          variant: 'success',
        }),
        // The server's reasons (a slug taken, a blank name) show at their fields; the toast says
        // admin section 8's words.
        failed: () => ({
          title: 'Error',
          description: editing ? 'Failed to update category' : 'Failed to create category',
          variant: 'destructive',
        }),
      }),
    ),
  );

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent size="lg">
        <DialogHeader>
          <DialogTitle>{editing ? 'Edit Category' : 'Add New Category'}</DialogTitle>
          <DialogDescription>The slug is the category's web address, e.g. /category/cakes.</DialogDescription>
        </DialogHeader>
        <form ref={formRef} noValidate onSubmit={submit} className="grid gap-4">
          <Field label="Category Name" required error={errors.name}>
            <Input
              value={values.name}
              maxLength={100}
              onChange={(e) => {
                const name = e.target.value;
                setValues((v) => ({ ...v, name, slug: slugEdited ? v.slug : slugify(name) }));
              }}
            />
          </Field>
          <Field label="Slug" required error={errors.slug} hint="Filled from the name until you change it">
            <Input
              value={values.slug}
              maxLength={80}
              onChange={(e) => {
                setSlugEdited(true);
                setValues((v) => ({ ...v, slug: e.target.value }));
              }}
            />
          </Field>
          <Field label="Icon" hint="An emoji, e.g. 🎂" error={errors.icon}>
            <Input
              value={values.icon}
              maxLength={16}
              onChange={(e) => setValues((v) => ({ ...v, icon: e.target.value }))}
            />
          </Field>
          <Field label="Description" error={errors.description}>
            <Textarea
              rows={2}
              value={values.description}
              onChange={(e) => setValues((v) => ({ ...v, description: e.target.value }))}
            />
          </Field>
          <Checkbox
            label="Show on home page"
            checked={values.showOnHomePage}
            onChange={(e) => setValues((v) => ({ ...v, showOnHomePage: e.target.checked }))}
          />
          <DialogFormFooter
            submitLabel={editing ? 'Update Category' : 'Create Category'}
            pending={save.isPending}
            onCancel={() => onOpenChange(false)}
          />
        </form>
      </DialogContent>
    </Dialog>
  );
}

export interface CategoriesTabProps {
  categories: readonly AdminCategory[];
  loading: boolean;
}

const COLUMNS = [
  { label: 'Name', className: 'py-3 pr-3 pl-4' },
  { label: 'Slug', className: 'hidden px-3 py-3 sm:table-cell' },
  'Icon',
  'Products',
  { label: 'Home Page', className: 'hidden px-3 py-3 sm:table-cell' },
  ACTIONS_COLUMN,
];

export function CategoriesTab({ categories, loading }: CategoriesTabProps) {
  const dialog = useEditDialog<AdminCategory>();
  const [deleting, setDeleting] = useState<AdminCategory | null>(null);
  const remove = useDeleteCategory();

  const confirmDelete = () => {
    if (!deleting) return;
    remove.mutate(deleting.id, {
      onSuccess: () => {
        toast({ title: 'Success', description: 'Category deleted successfully', variant: 'success' });
        setDeleting(null);
      },
      onError: (error) => {
        toast({
          title: 'Error',
          description: serverMessage(error, 'Failed to delete category'),
          variant: 'destructive',
        });
        setDeleting(null);
      },
    });
  };

  return (
    <div className="flex flex-col gap-4">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <p className="text-small text-muted-foreground">{categories.length} categories</p>
        <AddButton onClick={dialog.openToAdd}>Add Category</AddButton>
      </div>
      <Card>
        {loading ? (
          <LoadingState label="Loading categories..." />
        ) : categories.length === 0 ? (
          <AdminTableEmpty title="No categories yet">Add a category before adding products.</AdminTableEmpty>
        ) : (
          <div className="relative overflow-x-auto">
            <AdminTable caption="Categories" columns={COLUMNS}>
              <tbody>
                {categories.map((category) => (
                  <tr key={category.id} className="border-b border-border last:border-b-0">
                    <td className="py-3 pr-3 pl-4">
                      <p className="font-semibold text-cocoa-900">{category.name}</p>
                      {category.description ? (
                        <p className="line-clamp-2 max-w-sm text-caption text-muted-foreground">
                          {category.description}
                        </p>
                      ) : null}
                      <p className="text-caption text-muted-foreground sm:hidden">/{category.slug}</p>
                    </td>
                    <td className="hidden px-3 py-3 font-mono text-caption text-cocoa-700 sm:table-cell">
                      {category.slug}
                    </td>
                    <td className="px-3 py-3 text-xl">
                      {category.icon ?? <span className="text-sm text-muted-foreground">—</span>}
                    </td>
                    <td className="px-3 py-3 tabular-nums">{category.productCount}</td>
                    <td className="hidden px-3 py-3 sm:table-cell">
                      {category.showOnHomePage === false ? (
                        <Badge variant="outline">Hidden</Badge>
                      ) : (
                        <Badge variant="success">Visible</Badge>
                      )}
                    </td>
                    <td className="py-3 pr-2 pl-1 sm:pr-4">
                      <div className="flex justify-end gap-1">
                        <EditButton itemName={category.name} onClick={() => dialog.openToEdit(category)} />
                        <DeleteButton itemName={category.name} onClick={() => setDeleting(category)} />
                      </div>
                    </td>
                  </tr>
                ))}
              </tbody>
            </AdminTable>
          </div>
        )}
      </Card>
      <CategoryDialog open={dialog.open} category={dialog.subject} onOpenChange={dialog.onOpenChange} />
      <ConfirmDialog
        open={deleting !== null}
        title="Delete this category?"
        description={`${deleting?.name ?? 'This category'} will be removed. A category that still has products cannot be deleted: move or delete its products first.`}
        confirmLabel="Delete Category"
        pending={remove.isPending}
        onConfirm={confirmDelete}
        onClose={() => setDeleting(null)}
      />
    </div>
  );
}
