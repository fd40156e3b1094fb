import { Form, Input, Modal, Select } from 'antd';
import { CannedReplyInput, LOCALES, type CannedReply, type Locale } from '@dropport/contracts';
import { useTranslation } from 'react-i18next';
import { feedback } from '@/lib/feedback';
import { FormError } from '@/lib/form-error';
import { rulesFrom } from '@/lib/form-rules';
import { ModalButtons } from '@/lib/modal-buttons';
import { useLocale } from '@/lib/use-locale';
import { useSingleSubmit } from '@/lib/use-single-submit';
import { useSaveCanned } from '../api/canned';

const TITLE_MAX = CannedReplyInput.shape.title.maxLength ?? 100;
const BODY_MAX = CannedReplyInput.shape.body.maxLength ?? 5000;

interface Values {
  title: string;
  locale: Locale;
  body: string;
}

interface Props {
  /** The reply edited; null creates one. */
  reply: CannedReply | null;
  onClose: () => void;
}

/** Admin: a canned reply's title, language and text. */
export function CannedModal({ reply, onClose }: Props) {
  const { t } = useTranslation();
  return (
    <Modal
      open
      title={reply ? t('adminSupport.canned.editTitle', { title: reply.title }) : t('adminSupport.canned.newTitle')}
      onCancel={onClose}
      footer={null}
      width={640}
      destroyOnHidden
    >
      <CannedForm reply={reply} onClose={onClose} />
    </Modal>
  );
}

function CannedForm({ reply, onClose }: Props) {
  const { t } = useTranslation();
  const locale = useLocale();
  const [form] = Form.useForm<Values>();
  const save = useSaveCanned();
  const k = (key: string) => t(`adminSupport.canned.${key}`);

  const { submit, submitting } = useSingleSubmit(async (v: Values) => {
    try {
      const saved = await save.mutateAsync({
        id: reply?.id ?? null,
        body: { title: v.title.trim(), locale: v.locale, body: v.body.trim() },
      });
      feedback.message.success(t(reply ? 'adminSupport.canned.saved' : 'adminSupport.canned.created', { title: saved.title }));
      onClose();
    } catch {
      // Shown in the form, in the server's words.
    }
  });

  return (
    <Form<Values>
      form={form}
      layout="vertical"
      initialValues={reply ? { title: reply.title, locale: reply.locale, body: reply.body } : { title: '', locale, body: '' }}
      onFinish={(v) => void submit(v)}
      onValuesChange={() => save.error && save.reset()}
    >
      <Form.Item
        name="title"
        label={k('fieldTitle')}
        rules={rulesFrom(CannedReplyInput.shape.title, { required: k('titleRequired'), max: null })}
      >
        <Input maxLength={TITLE_MAX} autoComplete="off" />
      </Form.Item>
      <Form.Item name="locale" label={k('fieldLanguage')} rules={[{ required: true, message: k('languageRequired') }]}>
        <Select<Locale> options={LOCALES.map((l) => ({ value: l, label: t(`adminSupport.language.${l}`) }))} />
      </Form.Item>
      <Form.Item
        name="body"
        label={k('fieldBody')}
        rules={rulesFrom(CannedReplyInput.shape.body, { required: k('bodyRequired'), max: null })}
      >
        <Input.TextArea autoSize={{ minRows: 5, maxRows: 14 }} maxLength={BODY_MAX} showCount />
      </Form.Item>
      <FormError error={save.error} />
      <Form.Item style={{ marginBottom: 0 }}>
        <ModalButtons
          submitting={submitting}
          onCancel={onClose}
          cancelText={t('adminSupport.cancel')}
          okText={reply ? t('adminSupport.save') : k('create')}
        />
      </Form.Item>
    </Form>
  );
}
