import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AdminProduct, ProductWrite } from '@dropport/contracts';
import { postJson, putJson } from '@/lib/http';
import { catalogueKeys } from './catalogue-keys';

/** Creates (no id) or replaces a product; the editor shows a refusal beside the fields it concerns. */
export const saveProduct = (id: number | null, body: ProductWrite) =>
  id === null
    ? postJson<AdminProduct>('/api/admin/catalogue/products', body, { silent: true })
    : putJson<AdminProduct>(`/api/admin/catalogue/products/${id}`, body, { silent: true });

export function useSaveProduct(id: number | null) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (body: ProductWrite) => saveProduct(id, body),
    onSuccess: async (saved) => {
      qc.setQueryData(catalogueKeys.product(saved.id), saved);
      await qc.invalidateQueries({ queryKey: catalogueKeys.products() });
    },
  });
}
