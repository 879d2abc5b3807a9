/**
 * A reference photo up the same presigned path as product photos: ask for a link (type and size
 * checked), PUT the bytes there, register the link; the answer is the stored photo's path (the
 * server keeps only clean copies, without the photo's location).
 */
import { apiRequest } from '@/web/lib/api-client';

export async function uploadReferencePhoto(file: File): Promise<string> {
  const { uploadURL } = await apiRequest<{ uploadURL: string }>('POST', '/api/commissions/photos/upload', {
    auth: true,
    body: { contentType: file.type, size: file.size },
  });
  const put = await fetch(uploadURL, { method: 'PUT', headers: { 'content-type': file.type }, body: file });
  if (!put.ok) throw new Error(put.status === 413 ? 'Image must be less than 10MB' : 'The photo could not be uploaded');
  const { objectPath } = await apiRequest<{ objectPath: string }>('PUT', '/api/commissions/photos', {
    auth: true,
    body: { imageURL: uploadURL.split('?')[0] },
  });
  return objectPath;
}
