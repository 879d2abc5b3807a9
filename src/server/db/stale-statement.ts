/**
 * The errors of a kept (named) statement that must be prepared again, on either database: a table
 * it reads changed a column's type under it ("cached plan must not change result type"), or it is
 * gone (`DEALLOCATE ALL`, "prepared statement does not exist"). Used by pglite-prepared.ts and
 * pg-named-statements.ts.
 */
export function isStaleStatement(error: unknown): boolean {
  const { code, message } = (error ?? {}) as { code?: string; message?: string };
  return code === '26000' || (code === '0A000' && /cached plan/.test(message ?? ''));
}
