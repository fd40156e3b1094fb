import type { QueryClient } from '@tanstack/react-query';

/** Query keys of the import list: one list (infinite pages). */
export const importListKeys = {
  all: ['import-list'] as const,
  lists: () => [...importListKeys.all, 'list'] as const,
};

/** After anything that adds items to the import list or takes them out (the market's "Import", a finished push). */
export function invalidateImportList(qc: QueryClient): Promise<void> {
  return qc.invalidateQueries({ queryKey: importListKeys.all });
}
