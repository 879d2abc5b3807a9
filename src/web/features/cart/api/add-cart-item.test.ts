import { describe, expect, it } from 'vitest';
import { ApiRequestError } from '@/web/lib/api-client';
import { addErrorText } from './add-cart-item';

describe('the add-to-cart error toast', () => {
  it("shows the server's reason for a refusal, such as a pre-order outside its window with its dates", () => {
    const message =
      'Diwali Box pre-orders have closed. Pre-order from Thu 1 Oct, 9:00 am until Fri 30 Oct, 11:59 pm, for Sun 1 Nov';
    const refused = new ApiRequestError(400, JSON.stringify({ code: 'PREORDER_CLOSED', message }), 'Bad Request');
    expect(addErrorText(refused)).toBe(message);
    const soldOut = new ApiRequestError(
      409,
      JSON.stringify({ code: 'OUT_OF_STOCK', message: 'Bagels is out of stock' }),
      '',
    );
    expect(addErrorText(soldOut)).toBe('Bagels is out of stock');
  });

  it('keeps the generic line for server faults and answers without our message', () => {
    const generic = 'Failed to add item to cart. Please try again.';
    expect(addErrorText(new ApiRequestError(502, '<html>Bad gateway</html>', 'Bad Gateway'))).toBe(generic);
    expect(addErrorText(new ApiRequestError(500, JSON.stringify({ message: 'boom' }), ''))).toBe(generic);
    expect(addErrorText(new ApiRequestError(400, 'not json', 'Bad Request'))).toBe(generic);
    expect(addErrorText(new TypeError('Failed to fetch'))).toBe(generic);
  });
});
