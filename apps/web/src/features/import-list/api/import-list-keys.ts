/** Query keys of the import list: one list (infinite pages) and the seller's linked stores. */
export const importListKeys = {
  all: ['import-list'] as const,
  lists: () => [...importListKeys.all, 'list'] as const,
  stores: () => [...importListKeys.all, 'stores'] as const,
};
