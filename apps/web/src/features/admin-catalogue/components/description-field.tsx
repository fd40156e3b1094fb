import { Input, Tabs, Typography } from 'antd';
import { PRODUCT_LIMITS } from '@dropport/contracts';
import { useTranslation } from 'react-i18next';
import { MarkdownView } from '../../../lib/markdown/markdown-view';

interface Props {
  /** Markdown (a form field: antd passes value and onChange). */
  value?: string;
  onChange?: (markdown: string) => void;
  id?: string;
}

/** The Markdown description: written in one tab, seen as sellers will see it in the other. */
export function DescriptionField({ value = '', onChange, id }: Props) {
  const { t } = useTranslation();
  return (
    <Tabs
      size="small"
      items={[
        {
          key: 'write',
          label: t('adminCatalogue.editor.write'),
          children: (
            <Input.TextArea
              id={id}
              aria-label={t('adminCatalogue.editor.descriptionMarkdown')}
              value={value}
              onChange={(e) => onChange?.(e.target.value)}
              maxLength={PRODUCT_LIMITS.description}
              autoSize={{ minRows: 8, maxRows: 24 }}
              style={{ fontFamily: 'monospace' }}
            />
          ),
        },
        {
          key: 'preview',
          label: t('adminCatalogue.editor.preview'),
          children: (
            <section
              aria-label={t('adminCatalogue.editor.preview')}
              style={{ minHeight: 120, padding: 16, border: '1px dashed rgba(127,127,127,0.4)', borderRadius: 8 }}
            >
              {value.trim() ? (
                <MarkdownView markdown={value} headingOffset={1} idPrefix="product-" />
              ) : (
                <Typography.Text type="secondary">{t('adminCatalogue.editor.previewEmpty')}</Typography.Text>
              )}
            </section>
          ),
        },
      ]}
    />
  );
}
