import { DeleteOutlined, EditOutlined, PlusOutlined } from '@ant-design/icons';
import { Button, Empty, Flex, Typography, theme } from 'antd';
import { LOCALES, type CannedReply } from '@dropport/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { feedback } from '@/lib/feedback';
import { errorText } from '@/lib/form-error';
import { LoadState } from '@/lib/load-state';
import { SectionTitle } from '@/lib/page';
import { useSingleSubmit } from '@/lib/use-single-submit';
import shared from '@/lib/shared.module.css';
import { useCanned, useDeleteCanned } from '../api/canned';
import { CannedModal } from './canned-modal';

/** Deletes a canned reply once the admin confirms; sent once however often it is confirmed. */
function DeleteButton({ reply }: { reply: CannedReply }) {
  const { t } = useTranslation();
  const remove = useDeleteCanned();
  const { submit, submitting } = useSingleSubmit(async () => {
    try {
      await remove.mutateAsync(reply.id);
      feedback.message.success(t('adminSupport.canned.deleted', { title: reply.title }));
    } catch (e) {
      feedback.message.error(errorText(e));
    }
  });
  const confirm = () =>
    feedback.modal.confirm({
      title: t('adminSupport.canned.deleteTitle', { title: reply.title }),
      content: t('adminSupport.canned.deleteText'),
      okText: t('adminSupport.canned.delete'),
      okButtonProps: { danger: true },
      cancelText: t('adminSupport.canned.keep'),
      onOk: () => submit(undefined),
    });
  return (
    <Button
      size="small"
      danger
      icon={<DeleteOutlined />}
      loading={submitting}
      aria-label={t('adminSupport.canned.deleteNamed', { title: reply.title })}
      onClick={confirm}
    />
  );
}

/** Admin: the canned replies agents insert into an answer, grouped by language. */
export function CannedTab() {
  const { t } = useTranslation();
  const canned = useCanned();
  const { token } = theme.useToken();
  const [editing, setEditing] = useState<CannedReply | null | undefined>(undefined);

  return (
    <Flex vertical gap={16}>
      <Flex gap={12} wrap align="center" justify="space-between">
        <Typography.Text type="secondary">{t('adminSupport.canned.intro')}</Typography.Text>
        <Button type="primary" icon={<PlusOutlined />} onClick={() => setEditing(null)}>
          {t('adminSupport.canned.new')}
        </Button>
      </Flex>
      <LoadState queries={[canned]} rows={6}>
        {(items) =>
          items.length === 0 ? (
            <Empty description={t('adminSupport.canned.empty')} />
          ) : (
            <Flex vertical gap={16}>
              {LOCALES.map((l) => {
                const mine = items.filter((c) => c.locale === l);
                if (mine.length === 0) return null;
                return (
                  <section key={l} aria-label={t(`adminSupport.language.${l}`)}>
                    <SectionTitle>{t(`adminSupport.language.${l}`)}</SectionTitle>
                    <Flex vertical gap={8} component="ul" className={shared.plainList}>
                      {mine.map((c) => (
                        <Flex
                          key={c.id}
                          component="li"
                          gap={12}
                          align="flex-start"
                          justify="space-between"
                          style={{
                            padding: 12,
                            border: `1px solid ${token.colorBorderSecondary}`,
                            borderRadius: token.borderRadiusLG,
                          }}
                        >
                          <div style={{ minWidth: 0, flex: 1 }}>
                            <Typography.Text strong style={{ overflowWrap: 'anywhere' }}>
                              {c.title}
                            </Typography.Text>
                            <Typography.Paragraph
                              type="secondary"
                              ellipsis={{ rows: 2 }}
                              style={{ margin: 0, whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}
                            >
                              {c.body}
                            </Typography.Paragraph>
                          </div>
                          <Flex gap={8}>
                            <Button
                              size="small"
                              icon={<EditOutlined />}
                              aria-label={t('adminSupport.canned.editNamed', { title: c.title })}
                              onClick={() => setEditing(c)}
                            />
                            <DeleteButton reply={c} />
                          </Flex>
                        </Flex>
                      ))}
                    </Flex>
                  </section>
                );
              })}
            </Flex>
          )
        }
      </LoadState>
      {editing !== undefined ? (
        <CannedModal key={editing?.id ?? 'new'} reply={editing} onClose={() => setEditing(undefined)} />
      ) : null}
    </Flex>
  );
}
