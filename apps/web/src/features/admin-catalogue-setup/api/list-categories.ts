import { queryOptions, useQuery } from '@tanstack/react-query';
import type { AdminCategoryList } from '@dropport/contracts';
import { get } from '@/lib/http';
import { setupKeys } from './setup-keys';

/** Every category with its three names, parents first. */
export const listCategories = async () => (await get<AdminCategoryList>('/api/admin/categories')).items;

export const categoriesQuery = () => queryOptions({ queryKey: setupKeys.categories(), queryFn: listCategories });

export function useAdminCategories() {
  return useQuery(categoriesQuery());
}
