/**
 * Admin section 7, per file: POST /api/objects/upload → {uploadURL}; PUT the file there with its
 * content type (XMLHttpRequest, for the progress bar); PUT /api/product-images {imageURL: the
 * upload address without its query string} → {objectPath}, the value the product stores.
 *
 * Every attempt starts with a fresh link: a link is good for one upload, so a retry on the old
 * one would only meet 409 UPLOAD_USED (issue 20). Each step has a time limit that fits 10 MB on a
 * slow line, so a stalled upload ends in a failure the person can retry, never a frozen bar.
 */
import {
  type ProductImageResult,
  REGISTER_TIME_LIMIT_SECONDS,
  UPLOAD_CONTENT_TYPES,
  UPLOAD_TIME_LIMIT_SECONDS,
  type UploadRequest,
  type UploadUrlResult,
} from '@/contracts/admin-catalog';
import { apiRequest, ApiRequestError } from '@/web/lib/api-client';
import { withoutQuery } from '../upload-checks';
import { UploadFailed } from './upload-failed';

export { UploadFailed };

const NO_CONNECTION = 'The photo could not reach the shop. Check the connection, then retry.';
const TOO_SLOW = 'The photo took too long to send. Retry, on a better connection if you can.';

/** A refusal the server explained (not an image, too large) is final; anything else may pass on a retry. */
function fromServer(status: number, body: string): UploadFailed {
  const error = new ApiRequestError(status, body, '');
  const final = status === 400 || status === 413 || status === 415;
  return new UploadFailed(
    final && error.serverMessage ? error.serverMessage : 'The shop could not take the photo just now. Please retry.',
    !final,
  );
}

function putFile(url: string, file: File, onProgress: (fraction: number) => void): Promise<void> {
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open('PUT', url);
    xhr.timeout = UPLOAD_TIME_LIMIT_SECONDS * 1000;
    xhr.setRequestHeader('content-type', file.type);
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable) onProgress(event.loaded / event.total);
    };
    xhr.onload = () => {
      if (xhr.status >= 200 && xhr.status < 300) {
        onProgress(1);
        resolve();
      } else {
        reject(fromServer(xhr.status, xhr.responseText));
      }
    };
    xhr.onerror = () => reject(new UploadFailed(NO_CONNECTION, true));
    xhr.ontimeout = () => reject(new UploadFailed(TOO_SLOW, true));
    xhr.onabort = () => reject(new UploadFailed('The upload was cancelled.', true));
    xhr.send(file);
  });
}

/** An API call's failure as an UploadFailed (a network error or a time-out is worth a retry). */
async function step<T>(call: Promise<T>): Promise<T> {
  try {
    return await call;
  } catch (error) {
    if (error instanceof ApiRequestError) throw fromServer(error.status, error.body);
    if (error instanceof DOMException && error.name === 'TimeoutError') throw new UploadFailed(TOO_SLOW, true);
    throw new UploadFailed(NO_CONNECTION, true);
  }
}

export interface UploadSteps {
  /** The bytes are up; the shop is making its copies (a few seconds). */
  onSaving?: () => void;
}

/**
 * Uploads one image; resolves to its object path, or rejects with UploadFailed. `onProgress`
 * gets 0..1 as the bytes go up.
 */
export async function uploadImage(
  file: File,
  onProgress: (fraction: number) => void = () => {},
  steps: UploadSteps = {},
): Promise<string> {
  // Say what is coming when the server takes that type, so the address is bound to it; the
  // server checks the real bytes either way.
  const known = (UPLOAD_CONTENT_TYPES as readonly string[]).includes(file.type);
  const body: UploadRequest = known ? { contentType: file.type as UploadRequest['contentType'], size: file.size } : {};
  const { uploadURL } = await step(
    apiRequest<UploadUrlResult>('POST', '/api/objects/upload', {
      auth: true,
      body,
      signal: AbortSignal.timeout(REGISTER_TIME_LIMIT_SECONDS * 1000),
    }),
  );
  await putFile(uploadURL, file, onProgress);
  steps.onSaving?.();
  const { objectPath } = await step(
    apiRequest<ProductImageResult>('PUT', '/api/product-images', {
      auth: true,
      body: { imageURL: withoutQuery(uploadURL) },
      signal: AbortSignal.timeout(REGISTER_TIME_LIMIT_SECONDS * 1000),
    }),
  );
  return objectPath;
}
