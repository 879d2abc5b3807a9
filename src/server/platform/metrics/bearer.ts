import { createHash, timingSafeEqual } from 'node:crypto';

const digest = (text: string) => createHash('sha256').update(text).digest();

/** Whether an Authorization header carries `token`; digests are compared, so the time taken says nothing about it. */
export function bearerMatches(header: string | undefined, token: string): boolean {
  const given = /^Bearer (.+)$/i.exec(header ?? '')?.[1];
  return given !== undefined && timingSafeEqual(digest(given), digest(token));
}

export const METRICS_TOKEN_REQUIRED = 'A valid metrics token is required';
export const METRICS_CHALLENGE = 'Bearer realm="metrics"';
