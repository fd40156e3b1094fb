import { useMutation } from '@tanstack/react-query';
import type { Upload } from '@dropport/contracts';
import { http } from '../../../lib/http';

/** Uploads a card design (uploads purpose `praiseCard`: PNG, JPEG or WebP up to 2 MB, checked again by the server). */
export async function uploadPraiseCardDesign(file: File): Promise<Upload> {
  const form = new FormData();
  form.append('purpose', 'praiseCard');
  form.append('file', file);
  return (await http.post('/api/uploads', form, { silent: true })) as unknown as Upload;
}

export function useUploadPraiseCardDesign() {
  return useMutation({ mutationFn: uploadPraiseCardDesign });
}
