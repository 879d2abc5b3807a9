/**
 * A write that names a person whose row is gone: a request that passed authentication a moment
 * before its account was deleted, then wrote a checkout, cart claim or point for it. PostgreSQL
 * refuses it with a foreign-key violation on a reference to `users`; the caller's account no
 * longer exists, so the answer is the 401 every later request gets, not a 500.
 */
const FOREIGN_KEY_VIOLATION = '23503';

export function isWriteForDeletedUser(error: unknown): boolean {
  let current: unknown = error;
  for (let depth = 0; current && depth < 5; depth += 1) {
    const e = current as { code?: string; detail?: string; constraint?: string; cause?: unknown };
    // Only an insert or update naming a missing user ("is not present in table"), never a delete
    // refused because rows still reference the user ("is still referenced from table").
    if (e.code === FOREIGN_KEY_VIOLATION) {
      return /_users_id_fk$/.test(e.constraint ?? '') && /is not present in table "users"/.test(e.detail ?? '');
    }
    current = e.cause;
  }
  return false;
}
