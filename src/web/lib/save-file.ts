import { ApiRequestError } from './api-client';
import { getAccessToken } from './auth/auth-store';

/** Hands the browser a file to save, as a link with `download` would. */
export function saveFile(name: string, contents: Blob): void {
  const href = URL.createObjectURL(contents);
  const link = document.createElement('a');
  link.href = href;
  link.download = name;
  link.hidden = true;
  document.body.append(link);
  link.click();
  link.remove();
  // Revoked well after the click has been handled, so the download has its data.
  setTimeout(() => URL.revokeObjectURL(href), 10_000);
}

/**
 * GETs a file from our API with the signed-in person's bearer token (a plain link cannot carry
 * it), failing as the API client does when the answer is not a success.
 */
export async function fetchFile(url: string): Promise<Response> {
  const token = await getAccessToken();
  const response = await fetch(url, {
    credentials: 'include',
    headers: token ? { authorization: `Bearer ${token}` } : {},
  });
  if (!response.ok) throw new ApiRequestError(response.status, await response.text(), response.statusText);
  return response;
}
