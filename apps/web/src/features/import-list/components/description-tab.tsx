import { IMPORT_LIMITS } from '@dropport/contracts';
import { useTranslation } from 'react-i18next';
import { MarkdownEditor } from '@/lib/markdown/markdown-editor';

interface Props {
  value: string;
  onChange: (markdown: string) => void;
}

/** The description in Markdown (as the catalogue writes it): typed in one tab, seen as buyers will in the other. */
export function DescriptionTab({ value, onChange }: Props) {
  const { t } = useTranslation();
  return (
    <MarkdownEditor
      value={value}
      onChange={onChange}
      maxLength={IMPORT_LIMITS.description}
      idPrefix="import-"
      minRows={10}
      maxRows={28}
      text={{
        write: t('importList.description.write'),
        preview: t('importList.description.preview'),
        textarea: t('importList.description.label'),
        empty: t('importList.description.empty'),
      }}
    />
  );
}
