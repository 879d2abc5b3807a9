import type { ReactNode } from 'react';

/**
 * A column heading: its label alone for the usual padding, or with its own classes (the first
 * column's, one hidden on a narrow screen); the row's cells match them.
 */
export type AdminTableColumn = string | { label: string; className: string };

/** The row's Edit and Delete buttons, at the right edge of every admin table. */
export const ACTIONS_COLUMN: AdminTableColumn = { label: 'Actions', className: 'py-3 pr-4 pl-1 text-right' };

const headingOf = (column: AdminTableColumn) =>
  typeof column === 'string' ? { label: column, className: 'px-3 py-3' } : column;

/**
 * An admin list's table: the caption for screen readers, the column headings in the house style,
 * and the caller's body (a plain <tbody>, or one inside a drag-and-drop context).
 */
export function AdminTable({
  caption,
  columns,
  children,
}: {
  caption: ReactNode;
  columns: readonly AdminTableColumn[];
  children: ReactNode;
}) {
  return (
    <table className="w-full text-left text-sm">
      <caption className="sr-only">{caption}</caption>
      <thead className="border-b border-border bg-cream-50 text-caption font-semibold tracking-wide text-cocoa-700 uppercase">
        <tr>
          {columns.map(headingOf).map((column) => (
            <th key={column.label} scope="col" className={column.className}>
              {column.label}
            </th>
          ))}
        </tr>
      </thead>
      {children}
    </table>
  );
}

/** The table's place when it has no rows: a heading and what would fill it. */
export function AdminTableEmpty({ title, children }: { title: string; children: ReactNode }) {
  return (
    <div className="flex flex-col items-center gap-1 p-10 text-center">
      <h3 className="font-display text-h3 font-semibold text-cocoa-900">{title}</h3>
      <p className="text-small text-muted-foreground">{children}</p>
    </div>
  );
}
