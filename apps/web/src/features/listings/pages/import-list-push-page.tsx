import { useState } from 'react';
import { ImportList } from '@/features/import-list';
import { PushDialog } from '../components/push-dialog';

/** /importList with pushing wired in: the import list's push buttons open the push dialog. */
export default function ImportListPushPage() {
  const [itemIds, setItemIds] = useState<string[] | null>(null);
  return (
    <>
      <ImportList onPush={setItemIds} />
      <PushDialog itemIds={itemIds} onClose={() => setItemIds(null)} />
    </>
  );
}
