import { useQuery } from '@tanstack/react-query';
import type { CatalogueImportPage } from '@dropport/contracts';
import { get } from '@/lib/http';
import { catalogueKeys } from './catalogue-keys';

export const fetchImports = () =>
  get<CatalogueImportPage>('/api/admin/catalogue/imports', { params: { limit: 10 }, silent: true });

/** The ten latest imports. */
export function useImportList() {
  return useQuery({ queryKey: catalogueKeys.importList(), queryFn: fetchImports });
}
