import { Alert, Button, Flex, Form, Input, Select, Typography } from 'antd';
import { IMPORT_LIMITS, type ImportDraft } from '@dropport/contracts';
import { useTranslation } from 'react-i18next';
import type { DraftForm } from '../draft-form';

interface Props {
  draft: ImportDraft;
  form: DraftForm;
  onChange: (change: Partial<DraftForm>) => void;
}

/** Title and tags as the store will show them, beside what the supplier calls the product. */
export function ProductTab({ draft, form, onChange }: Props) {
  const { t } = useTranslation();
  const title = form.title.trim();
  const titleError = title === '' ? t('importList.product.titleRequired') : null;
  return (
    <Form layout="vertical" component="div">
      {draft.product.availability !== 'available' ? (
        <Alert
          type="warning"
          showIcon
          style={{ marginBottom: 16 }}
          title={t(`importList.availability.${draft.product.availability}`)}
          description={t('importList.availability.hint')}
        />
      ) : null}
      <Form.Item
        label={t('importList.product.title')}
        htmlFor="import-title"
        validateStatus={titleError ? 'error' : undefined}
        help={titleError ?? undefined}
        extra={
          <Flex gap={8} align="baseline" wrap>
            <Typography.Text type="secondary">
              {t('importList.product.supplierTitle', { title: draft.product.title })}
            </Typography.Text>
            {form.title !== draft.product.title ? (
              <Button type="link" size="small" style={{ padding: 0 }} onClick={() => onChange({ title: draft.product.title })}>
                {t('importList.product.useSupplierTitle')}
              </Button>
            ) : null}
          </Flex>
        }
      >
        <Input
          id="import-title"
          value={form.title}
          maxLength={IMPORT_LIMITS.title}
          showCount
          onChange={(e) => onChange({ title: e.target.value })}
        />
      </Form.Item>
      <Form.Item label={t('importList.product.tags')} htmlFor="import-tags" extra={t('importList.product.tagsHint')}>
        <Select
          id="import-tags"
          mode="tags"
          value={form.tags}
          tokenSeparators={[',']}
          maxCount={IMPORT_LIMITS.tags}
          placeholder={t('importList.product.tagsPlaceholder')}
          onChange={(tags: string[]) =>
            onChange({ tags: [...new Set(tags.map((x) => x.trim().slice(0, IMPORT_LIMITS.tag)).filter(Boolean))] })
          }
        />
      </Form.Item>
    </Form>
  );
}
