import { useMutation } from '@tanstack/react-query';
import type { Upload } from '@dropport/contracts';
import { http } from '../../../lib/http';

/** What the server takes as an avatar (uploads service, purpose `avatar`). */
export const AVATAR_TYPES = ['image/png', 'image/jpeg', 'image/webp', 'image/gif'] as const;
export const AVATAR_MAX_BYTES = 2 * 1024 * 1024;

/** Uploads an image as the avatar; answers the stored file (its `url` goes into the profile). */
export async function uploadAvatar(file: File): Promise<Upload> {
  const form = new FormData();
  form.append('purpose', 'avatar');
  form.append('file', file);
  return (await http.post('/api/uploads', form, { silent: true })) as unknown as Upload;
}

export function useUploadAvatar() {
  return useMutation({ mutationFn: uploadAvatar });
}
