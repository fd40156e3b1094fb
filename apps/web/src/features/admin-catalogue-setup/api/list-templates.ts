import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ShippingTemplateList } from '@dropport/contracts';
import { get } from '@/lib/http';
import { setupKeys } from './setup-keys';

/** Every shipping template with its rule and product counts. */
export const listTemplates = async () => (await get<ShippingTemplateList>('/api/admin/shipping-templates')).items;

export const templatesQuery = () => queryOptions({ queryKey: setupKeys.templates(), queryFn: listTemplates });

export function useTemplates() {
  return useQuery(templatesQuery());
}
