// @vitest-environment happy-dom
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import type { AdminCommissionTerms } from '@/contracts/commission-terms';
import { DEFAULT_COMMISSION_TERMS } from '@/domain/commissions';
import { admin, api, renderApp } from '@/web/test/render-app';
import { CommissionTermsCard } from './commission-terms-card';

let saved: unknown[] = [];

beforeEach(() => {
  saved = [];
  api.serve({
    'GET /api/admin/commission-terms': () => DEFAULT_COMMISSION_TERMS,
    'PUT /api/admin/commission-terms': ({ body }) => {
      saved.push(body);
      const terms = body as AdminCommissionTerms;
      // The server's own rule (decision 0218): a step nearer the date cannot keep less.
      if (
        terms.refundSchedule.some((tier, i) => i > 0 && tier.keepPercent < terms.refundSchedule[i - 1]!.keepPercent)
      ) {
        return Response.json(
          {
            code: 'VALIDATION_FAILED',
            requestId: 'req-terms',
            message: 'Please check this field: refundSchedule.1.keepPercent',
            fields: { 'refundSchedule.1.keepPercent': 'A step nearer the date cannot keep less than the one above it' },
          },
          { status: 400 },
        );
      }
      return Response.json(body);
    },
  });
});

const form = async () => screen.findByRole('form', { name: 'Custom cake terms' });

describe('the custom cake terms card', () => {
  it("shows today's terms and saves the owner's changes as numbers", async () => {
    renderApp(<CommissionTermsCard />, { route: '/admin/business', auth: admin });
    const card = await form();
    expect((within(card).getByLabelText(/Deposit/) as HTMLInputElement).value).toBe('50');
    expect(within(card).getAllByLabelText(/From days before/)).toHaveLength(4);
    fireEvent.change(within(card).getByLabelText(/Deposit/), { target: { value: '40' } });
    fireEvent.change(within(card).getByLabelText(/Balance due/), { target: { value: '10' } });
    fireEvent.click(within(card).getByRole('button', { name: /Save Custom Cake Terms/ }));
    await waitFor(() => expect(saved).toHaveLength(1));
    expect(saved[0]).toEqual({ ...DEFAULT_COMMISSION_TERMS, depositPercent: 40, balanceDaysBefore: 10 });
  });

  it("shows the server's message beside the step it names", async () => {
    renderApp(<CommissionTermsCard />, { route: '/admin/business', auth: admin });
    const card = await form();
    fireEvent.change(within(card).getAllByLabelText(/We keep/)[1]!, { target: { value: '0' } });
    fireEvent.change(within(card).getAllByLabelText(/We keep/)[0]!, { target: { value: '5' } });
    fireEvent.click(within(card).getByRole('button', { name: /Save Custom Cake Terms/ }));
    expect(await within(card).findByText('A step nearer the date cannot keep less than the one above it')).toBeTruthy();
    expect(
      within(card)
        .getAllByLabelText(/We keep/)[1]!
        .getAttribute('aria-invalid'),
    ).toBe('true');
  });
});
