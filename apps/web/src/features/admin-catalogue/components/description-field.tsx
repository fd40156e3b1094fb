import { PRODUCT_LIMITS } from '@dropport/contracts';
import { useTranslation } from 'react-i18next';
import { MarkdownEditor } from '@/lib/markdown/markdown-editor';

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
    <MarkdownEditor
      id={id}
      value={value}
      onChange={onChange}
      maxLength={PRODUCT_LIMITS.description}
      idPrefix="product-"
      minRows={8}
      maxRows={24}
      text={{
        write: t('adminCatalogue.editor.write'),
        preview: t('adminCatalogue.editor.preview'),
        textarea: t('adminCatalogue.editor.descriptionMarkdown'),
        empty: t('adminCatalogue.editor.previewEmpty'),
      }}
    />
  );
}
