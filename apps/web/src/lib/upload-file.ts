import type { Upload, UploadPurpose } from '@dropport/contracts';
import { http } from './http';

/** Uploads one file for a purpose (multipart `POST /api/uploads`); the server checks its type and size again. */
export async function uploadFile(purpose: UploadPurpose, file: File): Promise<Upload> {
  const form = new FormData();
  form.append('purpose', purpose);
  form.append('file', file);
  // Silent: the field that uploads shows the refusal beside itself. The interceptor resolves to the body.
  return (await http.post('/api/uploads', form, { silent: true })) as unknown as Upload;
}
