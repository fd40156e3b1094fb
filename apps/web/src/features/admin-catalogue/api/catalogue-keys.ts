import type { ProductStatus } from '@dropport/contracts';

export interface ProductListFilter {
  q: string;
  status: ProductStatus | null;
  category: string | null;
}

export const catalogueKeys = {
  all: ['admin-catalogue'] as const,
  products: () => [...catalogueKeys.all, 'products'] as const,
  list: (f: ProductListFilter) => [...catalogueKeys.products(), 'list', f] as const,
  product: (id: number) => [...catalogueKeys.products(), 'detail', id] as const,
  lookups: (locale: string) => [...catalogueKeys.all, 'lookups', locale] as const,
  imports: () => [...catalogueKeys.all, 'imports'] as const,
  importList: () => [...catalogueKeys.imports(), 'list'] as const,
  import: (id: string, locale: string) => [...catalogueKeys.imports(), 'detail', id, locale] as const,
};
