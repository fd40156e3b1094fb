import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AdminProduct, ProductStatus } from '@dropport/contracts';
import { postJson } from '@/lib/http';
import { catalogueKeys } from './catalogue-keys';

/** Activates or deactivates a product (the market lists it, or stops listing it, at once). */
export const setProductStatus = (id: number, status: ProductStatus) =>
  postJson<AdminProduct>(`/api/admin/catalogue/products/${id}/status`, { status });

export function useSetProductStatus() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: ({ id, status }: { id: number; status: ProductStatus }) => setProductStatus(id, status),
    onSuccess: async (saved) => {
      qc.setQueryData(catalogueKeys.product(saved.id), saved);
      await qc.invalidateQueries({ queryKey: catalogueKeys.products() });
    },
  });
}
