import { Input, Tabs, Typography } from 'antd';
import { IMPORT_LIMITS } from '@dropport/contracts';
import { useTranslation } from 'react-i18next';
import { MarkdownView } from '../../../lib/markdown/markdown-view';

interface Props {
  value: string;
  onChange: (markdown: string) => void;
}

/** The description in Markdown (as the catalogue writes it): typed in one tab, seen as buyers will in the other. */
export function DescriptionTab({ value, onChange }: Props) {
  const { t } = useTranslation();
  return (
    <Tabs
      size="small"
      items={[
        {
          key: 'write',
          label: t('importList.description.write'),
          children: (
            <Input.TextArea
              aria-label={t('importList.description.label')}
              value={value}
              onChange={(e) => onChange(e.target.value)}
              maxLength={IMPORT_LIMITS.description}
              autoSize={{ minRows: 10, maxRows: 28 }}
              style={{ fontFamily: 'monospace' }}
            />
          ),
        },
        {
          key: 'preview',
          label: t('importList.description.preview'),
          children: (
            <section
              aria-label={t('importList.description.preview')}
              style={{ minHeight: 120, padding: 16, border: '1px dashed rgba(127,127,127,0.4)', borderRadius: 8 }}
            >
              {value.trim() ? (
                <MarkdownView markdown={value} headingOffset={1} idPrefix="import-" />
              ) : (
                <Typography.Text type="secondary">{t('importList.description.empty')}</Typography.Text>
              )}
            </section>
          ),
        },
      ]}
    />
  );
}
