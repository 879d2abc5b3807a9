/**
 * Admin section 7, per file: POST /api/objects/upload → {uploadURL}; PUT the file there with its
 * content type (XMLHttpRequest, for the progress bar); PUT /api/product-images {imageURL: the
 * upload address without its query string} → {objectPath}, the value the product stores.
 */
import {
  type ProductImageResult,
  UPLOAD_CONTENT_TYPES,
  type UploadRequest,
  type UploadUrlResult,
} from '@/contracts/admin-catalog';
import { apiRequest } from '@/web/lib/api-client';
import { withoutQuery } from '../upload-checks';

function putFile(url: string, file: File, onProgress: (fraction: number) => void): Promise<void> {
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open('PUT', url);
    xhr.setRequestHeader('content-type', file.type);
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable) onProgress(event.loaded / event.total);
    };
    xhr.onload = () => {
      if (xhr.status >= 200 && xhr.status < 300) {
        onProgress(1);
        resolve();
      } else {
        reject(new Error(`${xhr.status}: ${xhr.responseText || xhr.statusText}`));
      }
    };
    xhr.onerror = () => reject(new Error('The upload could not reach the server'));
    xhr.onabort = () => reject(new Error('The upload was cancelled'));
    xhr.send(file);
  });
}

/** Uploads one image; resolves to its object path. `onProgress` gets 0..1 as the bytes go up. */
export async function uploadImage(file: File, onProgress: (fraction: number) => void = () => {}): Promise<string> {
  // Say what is coming when the server takes that type, so the address is bound to it; the
  // server checks the real bytes either way.
  const known = (UPLOAD_CONTENT_TYPES as readonly string[]).includes(file.type);
  const body: UploadRequest = known ? { contentType: file.type as UploadRequest['contentType'], size: file.size } : {};
  const { uploadURL } = await apiRequest<UploadUrlResult>('POST', '/api/objects/upload', { auth: true, body });
  await putFile(uploadURL, file, onProgress);
  const { objectPath } = await apiRequest<ProductImageResult>('PUT', '/api/product-images', {
    auth: true,
    body: { imageURL: withoutQuery(uploadURL) },
  });
  return objectPath;
}
