import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AdminCategory, CategoryCreate, CategoryUpdate } from '@dropport/contracts';
import { postJson, putJson } from '@/lib/http';
import { refreshAfterEdit, setupKeys } from './setup-keys';

export type CategorySave = { id: null; body: CategoryCreate } | { id: string; body: CategoryUpdate };

/** Adds a category (no id yet) or changes one; the form shows a refusal beside the field it concerns. */
export const saveCategory = (save: CategorySave) =>
  save.id === null
    ? postJson<AdminCategory>('/api/admin/categories', save.body, { silent: true })
    : putJson<AdminCategory>(`/api/admin/categories/${encodeURIComponent(save.id)}`, save.body, { silent: true });

export function useSaveCategory() {
  const qc = useQueryClient();
  return useMutation({ mutationFn: saveCategory, onSuccess: () => refreshAfterEdit(qc, setupKeys.categories()) });
}
