import { Alert, Button, Form, Input, Switch } from 'antd';
import { PRAISE_CARD_MESSAGE_MAX, PraiseCardUpdate, type PraiseCard } from '@dropport/contracts';
import { useTranslation } from 'react-i18next';
import { feedback } from '@/lib/feedback';
import { FormError } from '@/lib/form-error';
import { rulesFrom } from '@/lib/form-rules';
import { formatMoney } from '@/lib/format';
import { useAccountId } from '@/stores/session-store';
import { useBasicSetting } from '../api/basic-setting';
import { usePraiseCard, useSavePraiseCard } from '../api/praise-card';
import { PraiseCardDesignField, type Design } from '../components/praise-card-design-field';
import { SettingFrame } from '../components/setting-frame';
import { useSingleSubmit } from '@/lib/use-single-submit';

interface Values {
  enabled: boolean;
  design: Design | null;
  message: string;
}

/** Setting → Praise card: a thank-you card (the seller's design and message) put in each parcel, for a fee per parcel. */
export default function PraiseCardSettingPage() {
  const userId = useAccountId();
  const card = usePraiseCard(userId);
  return (
    <SettingFrame title="menu.settingPraiseCard" intro="praiseCard.intro" query={card}>
      {(saved) => <PraiseCardForm saved={saved} userId={userId} />}
    </SettingFrame>
  );
}

function PraiseCardForm({ saved, userId }: { saved: PraiseCard; userId: string }) {
  const { t, i18n } = useTranslation();
  const save = useSavePraiseCard(userId);
  // The fee follows the seller's "money shown as" choice; until that loads, the symbol.
  const display = useBasicSetting(userId).data?.currencyDisplay ?? 'symbol';
  const [form] = Form.useForm<Values>();
  const enabled = Form.useWatch('enabled', form);
  const fee = formatMoney(saved.feeCents, i18n.language, display);

  const { submit: onFinish, submitting } = useSingleSubmit(async (v: Values) => {
    try {
      await save.mutateAsync({ enabled: v.enabled, designUploadId: v.design?.id ?? null, message: (v.message ?? '').trim() });
      feedback.message.success(t('praiseCard.saved'));
    } catch {
      // Shown in the form.
    }
  });

  return (
    <Form<Values>
      form={form}
      layout="vertical"
      style={{ maxWidth: 640 }}
      initialValues={{
        enabled: saved.enabled,
        design: saved.designUploadId && saved.designUrl ? { id: saved.designUploadId, url: saved.designUrl } : null,
        message: saved.message,
      }}
      onFinish={(v) => void onFinish(v)}
    >
      <FormError error={save.error} />
      <Form.Item>
        <Alert type="info" role="note" showIcon title={t('praiseCard.fee', { fee })} />
      </Form.Item>
      <Form.Item name="enabled" label={t('praiseCard.enabled')} valuePropName="checked" extra={t('praiseCard.enabledHint')}>
        <Switch aria-label={t('praiseCard.enabled')} />
      </Form.Item>
      <Form.Item
        name="design"
        label={t('praiseCard.design.label')}
        rules={[{ required: !!enabled, message: t('praiseCard.design.required') }]}
      >
        <PraiseCardDesignField />
      </Form.Item>
      <Form.Item
        name="message"
        label={t('praiseCard.message')}
        extra={t('praiseCard.messageHint')}
        rules={rulesFrom(PraiseCardUpdate.shape.message, { max: (max) => t('praiseCard.messageTooLong', { max }) })}
      >
        <Input.TextArea rows={4} showCount maxLength={PRAISE_CARD_MESSAGE_MAX} placeholder={t('praiseCard.messagePlaceholder')} />
      </Form.Item>
      <Button type="primary" htmlType="submit" loading={submitting}>
        {t('praiseCard.save')}
      </Button>
    </Form>
  );
}
