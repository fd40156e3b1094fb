import { Button, Col, Form, Input, Row, Typography } from 'antd';
import { POLICY_TITLE_MAX, PolicyUpdate, type Locale, type PolicyPage, type PolicySlug } from '@dropport/contracts';
import { useTranslation } from 'react-i18next';
import { feedback } from '@/lib/feedback';
import { FormError } from '@/lib/form-error';
import { rulesFrom } from '@/lib/form-rules';
import { useSavePolicy } from '@/lib/policies';
import { MarkdownDocument } from '@/lib/markdown/markdown-document';

interface Values {
  title: string;
  body: string;
}

interface Props {
  slug: PolicySlug;
  locale: Locale;
  initial: Pick<PolicyPage, 'title' | 'body' | 'updatedAt'>;
  onDirtyChange: (dirty: boolean) => void;
}

/** The title and Markdown of one page in one language, beside a preview of what readers will see. */
export function PolicyEditor({ slug, locale, initial, onDirtyChange }: Props) {
  const { t } = useTranslation();
  const [form] = Form.useForm<Values>();
  const save = useSavePolicy();
  const title = Form.useWatch('title', form) ?? initial.title;
  const body = Form.useWatch('body', form) ?? initial.body;

  const onFinish = async (values: Values) => {
    try {
      await save.mutateAsync({ slug, locale, change: values });
      onDirtyChange(false);
      feedback.message.success(t('policies.admin.saved'));
    } catch {
      // Shown in the form.
    }
  };

  return (
    <Row gutter={[24, 24]}>
      <Col xs={24} xl={11}>
        <Form<Values>
          form={form}
          layout="vertical"
          initialValues={{ title: initial.title, body: initial.body }}
          onValuesChange={() => onDirtyChange(true)}
          onFinish={(v) => void onFinish(v)}
        >
          <FormError error={save.error} />
          <Form.Item
            name="title"
            label={t('policies.admin.title')}
            rules={rulesFrom(PolicyUpdate.shape.title, {
              required: t('policies.admin.titleRequired'),
              max: (max) => t('policies.admin.titleTooLong', { max }),
            })}
          >
            <Input maxLength={POLICY_TITLE_MAX} />
          </Form.Item>
          <Form.Item
            name="body"
            label={t('policies.admin.body')}
            extra={t('policies.admin.bodyHint')}
            rules={rulesFrom(PolicyUpdate.shape.body, {
              required: t('policies.admin.bodyRequired'),
              max: (max) => t('policies.admin.bodyTooLong', { max }),
            })}
          >
            <Input.TextArea autoSize={{ minRows: 16, maxRows: 32 }} style={{ fontFamily: 'monospace' }} />
          </Form.Item>
          <Button type="primary" htmlType="submit" loading={save.isPending}>
            {t('policies.admin.save')}
          </Button>
        </Form>
      </Col>
      <Col xs={24} xl={13}>
        <Typography.Text type="secondary">{t('policies.admin.preview')}</Typography.Text>
        <section
          aria-label={t('policies.admin.preview')}
          style={{ marginTop: 8, padding: 16, border: '1px dashed rgba(127,127,127,0.4)', borderRadius: 8 }}
        >
          <MarkdownDocument page={{ slug, title, body, updatedAt: initial.updatedAt }} titleLevel={4} />
        </section>
      </Col>
    </Row>
  );
}
