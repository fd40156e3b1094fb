import { useQuery } from '@tanstack/react-query';
import type { CatalogueLookups } from '@dropport/contracts';
import { get } from '@/lib/http';
import { useLocale } from '@/lib/use-locale';
import { catalogueKeys } from './catalogue-keys';

export const fetchLookups = () => get<CatalogueLookups>('/api/admin/catalogue/lookups', { silent: true });

/** Suppliers, warehouses, shipping templates and categories (named in the console's language) for the editor. */
export function useLookups() {
  const locale = useLocale();
  return useQuery({ queryKey: catalogueKeys.lookups(locale), queryFn: fetchLookups });
}
