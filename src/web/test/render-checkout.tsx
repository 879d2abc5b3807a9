import type { ReactNode } from 'react';
import { Route, Routes } from 'react-router';
import { CheckoutPage } from '@/web/app/routes/checkout-page';
import { type RenderedApp, renderApp } from './render-app';

/**
 * The checkout page at /checkout, with the places it sends the customer (the success page, the
 * shop's home) as headings, and `besides` (a test's probes) rendered next to it.
 */
export function renderCheckoutPage(besides?: ReactNode): RenderedApp {
  return renderApp(
    <>
      <Routes>
        <Route path="/checkout" element={<CheckoutPage />} />
        <Route path="/checkout/success" element={<h1>Success page</h1>} />
        <Route path="/" element={<h1>Home page</h1>} />
      </Routes>
      {besides}
    </>,
    { route: '/checkout' },
  );
}
