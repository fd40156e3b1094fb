import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ShippingTemplateDetail } from '@dropport/contracts';
import { get } from '@/lib/http';
import { setupKeys } from './setup-keys';

/** One template with all its rules. */
export const getTemplate = (id: number) => get<ShippingTemplateDetail>(`/api/admin/shipping-templates/${id}`);

export const templateQuery = (id: number) => queryOptions({ queryKey: setupKeys.template(id), queryFn: () => getTemplate(id) });

export function useTemplate(id: number | null) {
  return useQuery({ ...templateQuery(id ?? 0), enabled: id !== null });
}
