import type { ImportListAddResult } from '@dropport/contracts';
import type { TFunction } from 'i18next';
import { feedback } from '@/lib/feedback';

/** What an add to the import list did: how many are new there, and how many were there already. */
export function importMessage(t: TFunction, result: ImportListAddResult): string {
  const added = result.added.length;
  const existing = result.existing.length;
  if (added === 0) return t('market.import.allExisting', { count: existing });
  const parts = [t('market.import.added', { count: added })];
  if (existing > 0) parts.push(t('market.import.existing', { count: existing }));
  return parts.join(' ');
}

export function showImportResult(t: TFunction, result: ImportListAddResult): void {
  const text = importMessage(t, result);
  if (result.added.length > 0) feedback.message.success(text);
  else feedback.message.info(text);
}
