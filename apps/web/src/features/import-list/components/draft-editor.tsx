import { Alert, Button, Drawer, Flex, Tabs, Typography } from 'antd';
import type { ImportDraft } from '@dropport/contracts';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { feedback } from '@/lib/feedback';
import { useLocale } from '@/lib/use-locale';
import { useUnsavedChangesGuard } from '@/lib/use-unsaved-changes-guard';
import { useUpdateDraft } from '../api/update-draft';
import { formOf, formProblem, patchOf, type DraftForm } from '../draft-form';
import { DescriptionTab } from './description-tab';
import { ImagesTab } from './images-tab';
import { ProductTab } from './product-tab';
import { PushButton, type PushAction } from './push-button';
import { VariantsTab } from './variants-tab';

interface Props {
  /** The item being edited; null closes the drawer. */
  draft: ImportDraft | null;
  onClose: () => void;
  hasStore: boolean;
  onPush?: PushAction;
}

/** Shapes one item in four tabs (product, description, variants, images); saves what changed in one call. */
export function DraftEditor({ draft, onClose, hasStore, onPush }: Props) {
  const { t } = useTranslation();
  // The drawer's own close (its X, Esc, the mask) asks the form first: unsaved changes are confirmed.
  const requestClose = useRef<() => void>(onClose);
  // The open tab outlives a save (which starts the form again); another item opens on the first tab.
  const [tab, setTab] = useState('product');
  const [tabOf, setTabOf] = useState(draft?.id);
  if (tabOf !== draft?.id) {
    setTabOf(draft?.id);
    setTab('product');
  }
  return (
    <Drawer
      open={draft !== null}
      onClose={() => requestClose.current()}
      size={1000}
      destroyOnHidden
      title={draft ? t('importList.editor.title', { title: draft.title }) : null}
    >
      {/* Keyed by the saved version: a save (or another tab's) starts the form from the item as stored. */}
      {draft ? (
        <EditorBody
          key={`${draft.id}@${draft.updatedAt}`}
          draft={draft}
          onClose={onClose}
          hasStore={hasStore}
          onPush={onPush}
          closer={requestClose}
          tab={tab}
          onTab={setTab}
        />
      ) : null}
    </Drawer>
  );
}

interface BodyProps extends Props {
  draft: ImportDraft;
  closer: { current: () => void };
  tab: string;
  onTab: (tab: string) => void;
}

function EditorBody({ draft, onClose, hasStore, onPush, closer, tab, onTab }: BodyProps) {
  const { t } = useTranslation();
  const locale = useLocale();
  const [form, setForm] = useState<DraftForm>(() => formOf(draft, locale));
  const save = useUpdateDraft();
  const change = (part: Partial<DraftForm>) => setForm((f) => ({ ...f, ...part }));
  const patch = patchOf(draft, form);
  const problem = formProblem(draft, form);
  // Back, a link or a reload would lose the edits as surely as the drawer's close: they ask too.
  useUnsavedChangesGuard(patch !== undefined);

  const close = () => {
    if (!patch) return onClose();
    feedback.modal.confirm({
      title: t('importList.editor.discardTitle'),
      content: t('importList.editor.discardText'),
      okText: t('importList.editor.discard'),
      cancelText: t('importList.editor.keepEditing'),
      okButtonProps: { danger: true },
      onOk: onClose,
    });
  };
  useEffect(() => {
    closer.current = close;
  });
  const submit = () => {
    if (!patch || problem) return;
    save.mutate({ id: draft.id, patch }, { onSuccess: () => feedback.message.success(t('importList.editor.saved')) });
  };

  return (
    <Flex vertical gap={16}>
      <Tabs
        activeKey={tab}
        onChange={onTab}
        items={[
          {
            key: 'product',
            label: t('importList.editor.tabs.product'),
            children: <ProductTab draft={draft} form={form} onChange={change} />,
          },
          {
            key: 'description',
            label: t('importList.editor.tabs.description'),
            children: <DescriptionTab value={form.description} onChange={(description) => change({ description })} />,
          },
          {
            key: 'variants',
            label: t('importList.editor.tabs.variants', {
              selected: Object.values(form.variants).filter((v) => v.selected).length,
              total: draft.variants.length,
            }),
            children: (
              <VariantsTab
                draft={draft}
                value={form.variants}
                onChange={(id, next) => setForm((f) => ({ ...f, variants: { ...f.variants, [id]: next } }))}
              />
            ),
          },
          {
            key: 'images',
            label: t('importList.editor.tabs.images', { chosen: form.images.length }),
            children: <ImagesTab draft={draft} value={form.images} onChange={(images) => change({ images })} />,
          },
        ]}
      />
      {problem ? <Alert type="warning" showIcon role="status" title={t(`importList.editor.problems.${problem}`)} /> : null}
      <Flex justify="space-between" align="center" gap={8} wrap>
        <PushButton itemIds={[draft.id]} hasStore={hasStore} onPush={onPush} label={t('importList.push.one')} />
        <Flex gap={8} align="center">
          {patch ? <Typography.Text type="secondary">{t('importList.editor.unsaved')}</Typography.Text> : null}
          <Button type="primary" loading={save.isPending} disabled={!patch || problem !== null} onClick={submit}>
            {t('importList.editor.save')}
          </Button>
        </Flex>
      </Flex>
    </Flex>
  );
}
