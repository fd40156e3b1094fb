import { useQuery, useQueryClient } from '@tanstack/react-query';
import { importFinished, type CatalogueImportDetail } from '@dropport/contracts';
import { useEffect } from 'react';
import { get } from '@/lib/http';
import { useLocale } from '@/lib/use-locale';
import { catalogueKeys } from './catalogue-keys';

/** How often a running import is asked about. */
export const IMPORT_POLL_MS = 1000;

export const fetchImport = (id: string) =>
  get<CatalogueImportDetail>(`/api/admin/catalogue/imports/${encodeURIComponent(id)}`, { silent: true });

/** One import, asked about every second until it is done or failed; its errors in the console's language. */
export function useImportStatus(id: string | null) {
  const locale = useLocale();
  const qc = useQueryClient();
  const query = useQuery({
    queryKey: catalogueKeys.import(id ?? '', locale),
    queryFn: () => fetchImport(id ?? ''),
    enabled: id !== null,
    refetchInterval: (q) => (q.state.data && importFinished(q.state.data.status) ? false : IMPORT_POLL_MS),
  });
  const finished = query.data ? importFinished(query.data.status) : false;
  useEffect(() => {
    // The history and the product list change when an import ends.
    if (finished) {
      void qc.invalidateQueries({ queryKey: catalogueKeys.importList() });
      void qc.invalidateQueries({ queryKey: catalogueKeys.products() });
    }
  }, [finished, qc]);
  return query;
}
