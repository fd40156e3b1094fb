import type { QueryClient } from '@tanstack/react-query';

export const setupKeys = {
  all: ['catalogue-setup'] as const,
  categories: () => [...setupKeys.all, 'categories'] as const,
  templates: () => [...setupKeys.all, 'templates'] as const,
  template: (id: number) => [...setupKeys.templates(), id] as const,
  methods: () => [...setupKeys.all, 'methods'] as const,
};

/**
 * After an edit: this feature's lists, and whatever the market keeps of category names and shipping prices (its
 * queries all sit under the `market` key), so a seller's next look shows the change.
 */
export async function refreshAfterEdit(qc: QueryClient, scope: readonly string[]): Promise<void> {
  await Promise.all([qc.invalidateQueries({ queryKey: scope }), qc.invalidateQueries({ queryKey: ['market'] })]);
}
