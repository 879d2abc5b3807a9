// @vitest-environment happy-dom
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { getToasts, resetToasts, toast } from '../../lib/toast-store';
import { Button } from './button';
import { Field } from './field';
import { Input } from './input';
import { Toaster } from './toaster';

afterEach(() => {
  cleanup();
});

describe('toast store', () => {
  beforeEach(() => {
    resetToasts();
  });

  it('keeps at most one toast: a new toast replaces the current one', () => {
    toast({ title: 'Added to cart' });
    toast({ title: 'Payment failed', description: 'Please try again.', variant: 'destructive' });

    const toasts = getToasts();
    expect(toasts).toHaveLength(1);
    expect(toasts[0]).toMatchObject({
      title: 'Payment failed',
      description: 'Please try again.',
      variant: 'destructive',
      open: true,
    });
  });

  it('renders only the latest toast in the Toaster', () => {
    render(<Toaster />);
    act(() => {
      toast({ title: 'Baklava added to cart' });
      toast({ title: 'Gulab jamun added to cart', variant: 'success' });
    });

    expect(screen.queryByText('Baklava added to cart')).toBeNull();
    expect(screen.getByText('Gulab jamun added to cart')).toBeTruthy();
    expect(screen.getAllByRole('button', { name: 'Close' })).toHaveLength(1);
  });

  it('server-renders no toast markup (the server snapshot is empty)', () => {
    toast({ title: 'Should not be in SSR output' });
    const html = renderToString(<Toaster />);
    expect(html).not.toContain('Should not be in SSR output');
  });
});

describe('Button', () => {
  it('renders a busy loading state with a spinner that keeps the focus and ignores clicks', () => {
    const clicks: string[] = [];
    const { rerender } = render(
      <Button loading onClick={() => clicks.push('click')}>
        Place order
      </Button>,
    );
    const button = screen.getByRole('button', { name: 'Place order' }) as HTMLButtonElement;
    button.focus();

    // aria-disabled, not disabled: a disabled button would drop the focus to <body>.
    expect(button.disabled).toBe(false);
    expect(button.getAttribute('aria-disabled')).toBe('true');
    expect(button.getAttribute('aria-busy')).toBe('true');
    expect(button.querySelector('svg[aria-hidden="true"]')).not.toBeNull();
    fireEvent.click(button);
    expect(clicks).toEqual([]);

    rerender(<Button onClick={() => clicks.push('click')}>Place order</Button>);
    expect(document.activeElement).toBe(button);
    expect(button.hasAttribute('aria-disabled')).toBe(false);
    fireEvent.click(button);
    expect(clicks).toEqual(['click']);
  });

  it('does not submit its form while loading', () => {
    const submits: string[] = [];
    render(
      <form
        onSubmit={(event) => {
          event.preventDefault();
          submits.push('submit');
        }}
      >
        <Button type="submit" loading>
          Pay
        </Button>
      </form>,
    );
    fireEvent.click(screen.getByRole('button', { name: 'Pay' }));
    expect(submits).toEqual([]);
  });

  it('is enabled and not busy by default', () => {
    render(<Button>Add to cart</Button>);
    const button = screen.getByRole('button', { name: 'Add to cart' }) as HTMLButtonElement;
    expect(button.disabled).toBe(false);
    expect(button.hasAttribute('aria-busy')).toBe(false);
    expect(button.type).toBe('button');
  });
});

describe('Field', () => {
  it('wires the label, hint and error to the control with aria attributes', () => {
    render(
      <Field label="Email" hint="We send your receipt here." error="Enter a valid email address." required>
        <Input type="email" />
      </Field>,
    );

    const input = screen.getByLabelText(/Email/);
    expect(input.tagName).toBe('INPUT');
    expect(input.getAttribute('aria-invalid')).toBe('true');
    expect(input.getAttribute('aria-required')).toBe('true');

    const describedBy = (input.getAttribute('aria-describedby') ?? '').split(' ');
    const texts = describedBy.map((id) => document.getElementById(id)?.textContent);
    expect(texts).toEqual(['We send your receipt here.', 'Enter a valid email address.']);
  });

  it('omits aria-invalid when there is no error', () => {
    render(
      <Field label="Name" id="customer-name">
        <Input />
      </Field>,
    );
    const input = screen.getByLabelText('Name');
    expect(input.id).toBe('customer-name');
    expect(input.hasAttribute('aria-invalid')).toBe(false);
    expect(input.hasAttribute('aria-describedby')).toBe(false);
  });
});
