/**
 * The cart's session id: a `crypto.randomUUID()` kept in local storage, made on first use.
 * Only the browser has it; the server renders every page with an empty cart.
 */
const STORAGE_KEY = 'cartSessionId';
const UUID_V4 = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/i;

export function getCartSessionId(): string {
  const stored = localStorage.getItem(STORAGE_KEY);
  if (stored && UUID_V4.test(stored)) return stored;
  const fresh = crypto.randomUUID();
  localStorage.setItem(STORAGE_KEY, fresh);
  return fresh;
}
