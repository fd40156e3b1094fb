import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ShippingTemplateDetail, ShippingTemplateWrite } from '@dropport/contracts';
import { postJson, putJson } from '@/lib/http';
import { refreshAfterEdit, setupKeys } from './setup-keys';

/** Creates a template (no id) or replaces its name and every rule; the editor shows a refusal on the cell it names. */
export const saveTemplate = (id: number | null, body: ShippingTemplateWrite) =>
  id === null
    ? postJson<ShippingTemplateDetail>('/api/admin/shipping-templates', body, { silent: true })
    : putJson<ShippingTemplateDetail>(`/api/admin/shipping-templates/${id}`, body, { silent: true });

export function useSaveTemplate(id: number | null) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (body: ShippingTemplateWrite) => saveTemplate(id, body),
    onSuccess: async (saved) => {
      qc.setQueryData(setupKeys.template(saved.id), saved);
      await refreshAfterEdit(qc, setupKeys.templates());
    },
  });
}
