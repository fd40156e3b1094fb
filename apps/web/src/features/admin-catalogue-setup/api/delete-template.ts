import { useMutation, useQueryClient } from '@tanstack/react-query';
import { http } from '@/lib/http';
import { refreshAfterEdit, setupKeys } from './setup-keys';

/** Deletes a template no product ships by; the page shows the server's refusal otherwise. */
export const deleteTemplate = async (id: number): Promise<void> => {
  await http.delete(`/api/admin/shipping-templates/${id}`, { silent: true });
};

export function useDeleteTemplate() {
  const qc = useQueryClient();
  return useMutation({ mutationFn: deleteTemplate, onSuccess: () => refreshAfterEdit(qc, setupKeys.templates()) });
}
