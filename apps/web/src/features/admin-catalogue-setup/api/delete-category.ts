import { useMutation, useQueryClient } from '@tanstack/react-query';
import { http } from '@/lib/http';
import { refreshAfterEdit, setupKeys } from './setup-keys';

/** Deletes an empty category; the page shows the server's refusal (products or subcategories left in it). */
export const deleteCategory = async (id: string): Promise<void> => {
  await http.delete(`/api/admin/categories/${encodeURIComponent(id)}`, { silent: true });
};

export function useDeleteCategory() {
  const qc = useQueryClient();
  return useMutation({ mutationFn: deleteCategory, onSuccess: () => refreshAfterEdit(qc, setupKeys.categories()) });
}
