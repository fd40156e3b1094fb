import { Input, Tabs, Typography } from 'antd';
import { MarkdownView } from './markdown-view';

interface Props {
  value: string;
  onChange?: (markdown: string) => void;
  id?: string;
  maxLength: number;
  /** Prefix of the preview's heading ids, unique on the page. */
  idPrefix: string;
  minRows: number;
  maxRows: number;
  /** The visible texts, already translated by the feature. */
  text: { write: string; preview: string; textarea: string; empty: string };
}

/** Markdown typed in one tab and seen as readers will see it in the other (product descriptions). */
export function MarkdownEditor({ value, onChange, id, maxLength, idPrefix, minRows, maxRows, text }: Props) {
  return (
    <Tabs
      size="small"
      items={[
        {
          key: 'write',
          label: text.write,
          children: (
            <Input.TextArea
              id={id}
              aria-label={text.textarea}
              value={value}
              onChange={(e) => onChange?.(e.target.value)}
              maxLength={maxLength}
              autoSize={{ minRows, maxRows }}
              style={{ fontFamily: 'monospace' }}
            />
          ),
        },
        {
          key: 'preview',
          label: text.preview,
          children: (
            <section
              aria-label={text.preview}
              style={{ minHeight: 120, padding: 16, border: '1px dashed rgba(127,127,127,0.4)', borderRadius: 8 }}
            >
              {value.trim() ? (
                <MarkdownView markdown={value} headingOffset={1} idPrefix={idPrefix} />
              ) : (
                <Typography.Text type="secondary">{text.empty}</Typography.Text>
              )}
            </section>
          ),
        },
      ]}
    />
  );
}
