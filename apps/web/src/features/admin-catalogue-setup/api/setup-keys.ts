import type { QueryClient } from '@tanstack/react-query';
import { invalidateMarket } from '@/features/market';

export const setupKeys = {
  all: ['catalogue-setup'] as const,
  categories: () => [...setupKeys.all, 'categories'] as const,
  templates: () => [...setupKeys.all, 'templates'] as const,
  template: (id: number) => [...setupKeys.templates(), id] as const,
};

/**
 * After an edit: this feature's lists, and whatever the market keeps of category names and shipping prices, so a
 * seller's next look shows the change.
 */
export async function refreshAfterEdit(qc: QueryClient, scope: readonly string[]): Promise<void> {
  await Promise.all([qc.invalidateQueries({ queryKey: scope }), invalidateMarket(qc)]);
}
