import { describe, expect, it } from 'vitest';
import { contentSecurityPolicy } from './pages';

describe('the page CSP', () => {
  it("forbids framing and inline scripts without the request's nonce", () => {
    const csp = contentSecurityPolicy('abc123');
    expect(csp).toContain("script-src 'self' 'nonce-abc123'");
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).not.toContain('stripe');
  });

  it('lets Stripe.js, its frames and its API in only when Stripe takes the payments', () => {
    const csp = contentSecurityPolicy('abc123', true);
    expect(csp).toContain("script-src 'self' 'nonce-abc123' https://js.stripe.com");
    expect(csp).toContain('frame-src https://js.stripe.com https://hooks.stripe.com');
    expect(csp).toContain("connect-src 'self' https://api.stripe.com");
    expect(csp).toContain("frame-ancestors 'none'");
  });
});
