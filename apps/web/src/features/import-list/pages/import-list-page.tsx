import { ShopOutlined } from '@ant-design/icons';
import { Alert, Card, Empty, Flex } from 'antd';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { feedback } from '@/lib/feedback';
import { ListState } from '@/lib/list-state';
import { Page } from '@/lib/page';
import { LinkButton } from '@/lib/router-link';
import { useDrafts } from '../api/list-drafts';
import { useHasLinkedStore } from '../api/linked-stores';
import { useRemoveDrafts } from '../api/remove-drafts';
import { BulkBar } from '../components/bulk-bar';
import { DraftEditor } from '../components/draft-editor';
import { DraftRow } from '../components/draft-row';
import type { PushAction } from '../components/push-button';

export interface ImportListProps {
  /**
   * Pushes items to the seller's stores. The push step wires it in; until then (and while the seller has no linked
   * store) the "Push to store" buttons stay disabled and say why.
   */
  onPush?: PushAction;
}

/** The import list: products taken from the market, shaped here before they are pushed to a store. */
export function ImportList({ onPush }: ImportListProps) {
  const { t } = useTranslation();
  const list = useDrafts();
  const stores = useHasLinkedStore();
  const remove = useRemoveDrafts();
  const hasStore = stores.data === true;
  const items = useMemo(() => list.data?.pages.flatMap((p) => p.items) ?? [], [list.data]);
  const total = list.data?.pages[0]?.total ?? 0;
  const [picked, setPicked] = useState<ReadonlySet<string>>(() => new Set());
  const [editing, setEditing] = useState<string | null>(null);
  // Only items still in the list count as selected (a removal elsewhere drops them).
  const selected = items.filter((i) => picked.has(i.id)).map((i) => i.id);
  const draft = items.find((i) => i.id === editing) ?? null;

  const pick = (ids: string[], checked: boolean) =>
    setPicked((prev) => {
      const next = new Set(prev);
      for (const id of ids) {
        if (checked) next.add(id);
        else next.delete(id);
      }
      return next;
    });
  const removeItems = (ids: string[]) =>
    remove.mutate(ids, {
      onSuccess: ({ removed }) => {
        pick(removed, false);
        feedback.message.success(t('importList.remove.done', { count: removed.length }));
      },
    });

  return (
    <Page
      frame="cards"
      title={t('menu.importList')}
      subtitle={t('importList.intro')}
      head={
        stores.isSuccess && !hasStore && items.length > 0 ? (
          <Alert
            type="info"
            showIcon
            title={t('importList.push.needsStore')}
            action={
              <LinkButton to="/addMyStore" size="small" icon={<ShopOutlined aria-hidden />}>
                {t('importList.push.linkStore')}
              </LinkButton>
            }
          />
        ) : null
      }
    >
      <Card>
        <ListState
          query={list}
          count={items.length}
          empty={
            <Empty description={t('importList.empty.text')}>
              <LinkButton type="primary" to="/allProducts">
                {t('importList.empty.toMarket')}
              </LinkButton>
            </Empty>
          }
        >
          <Flex vertical gap={12}>
            <BulkBar
              shown={items.map((i) => i.id)}
              selected={selected}
              total={total}
              onSelectAll={(checked) =>
                pick(
                  items.map((i) => i.id),
                  checked,
                )
              }
              onRemove={() => removeItems(selected)}
              removing={remove.isPending && remove.variables.length > 1}
              hasStore={hasStore}
              onPush={onPush}
            />
            <Flex vertical gap={8} role="list" aria-label={t('importList.label')}>
              {items.map((d) => (
                <div role="listitem" key={d.id}>
                  <DraftRow
                    draft={d}
                    selected={picked.has(d.id)}
                    onSelect={(checked) => pick([d.id], checked)}
                    onEdit={() => setEditing(d.id)}
                    onRemove={() => removeItems([d.id])}
                    removing={remove.isPending && remove.variables.length === 1 && remove.variables[0] === d.id}
                    hasStore={hasStore}
                    onPush={onPush}
                  />
                </div>
              ))}
            </Flex>
          </Flex>
        </ListState>
      </Card>
      <DraftEditor draft={draft} onClose={() => setEditing(null)} hasStore={hasStore} onPush={onPush} />
    </Page>
  );
}

export default function ImportListPage() {
  return <ImportList />;
}
