import { ApiRequestError } from '@/web/lib/api-client';

/** The server's own words for a refused change (full slot, closed day, locked order), or a fallback. */
export function ChangeError({ error }: { error: Error | null }) {
  if (!error) return null;
  const message =
    error instanceof ApiRequestError && error.serverMessage
      ? error.serverMessage
      : 'We could not save that change. Please try again.';
  return (
    <p role="alert" className="rounded-lg bg-rose-50 px-3 py-2 text-small text-rose-800">
      {message}
    </p>
  );
}
