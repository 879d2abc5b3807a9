import type { ReactNode } from 'react';

export const ORDERS_TITLE = 'My Orders – Saffron & Sugar';

export function OrdersPageFrame({ children, count }: { children: ReactNode; count?: number }) {
  return (
    <div className="mx-auto flex w-full max-w-4xl flex-col gap-8">
      <title>{ORDERS_TITLE}</title>
      <header>
        <p className="text-eyebrow font-semibold text-saffron-700 uppercase">Order History</p>
        <h1 className="mt-1 text-h1 text-cocoa-900">My Orders</h1>
        <p className="mt-2 text-muted-foreground">
          {count
            ? `${count} ${count === 1 ? 'order' : 'orders'}, newest first.`
            : 'Every order you place with us, in one place.'}
        </p>
      </header>
      {children}
    </div>
  );
}
