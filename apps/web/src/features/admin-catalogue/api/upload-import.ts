import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CatalogueImport } from '@dropport/contracts';
import { http } from '@/lib/http';
import { catalogueKeys } from './catalogue-keys';

/** Sends a CSV file (multipart), telling how much of it went up; the server answers with the queued import. */
export async function uploadImport(file: File, onProgress: (percent: number) => void): Promise<CatalogueImport> {
  const form = new FormData();
  form.append('file', file);
  // Silent: the upload card shows the refusal. The interceptor resolves to the body.
  return (await http.post('/api/admin/catalogue/imports', form, {
    silent: true,
    onUploadProgress: (e) => onProgress(Math.min(100, Math.round((e.loaded * 100) / (e.total || file.size || 1)))),
  })) as unknown as CatalogueImport;
}

export function useUploadImport(onProgress: (percent: number) => void) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (file: File) => uploadImport(file, onProgress),
    onSuccess: () => qc.invalidateQueries({ queryKey: catalogueKeys.importList() }),
  });
}
