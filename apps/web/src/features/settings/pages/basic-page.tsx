import { Button, Form, InputNumber, Select, Switch } from 'antd';
import { AUTO_PAY_LIMIT_MAX_CENTS, CURRENCY_DISPLAYS, DATE_FORMATS, type UserSetting } from '@dropport/contracts';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { feedback } from '@/lib/feedback';
import { FormError } from '@/lib/form-error';
import { LOCALE_NAMES, LOCALES, isLocale } from '@/lib/locales';
import { useLocale } from '@/lib/use-locale';
import { switchSellerLanguage } from '@/lib/user-setting';
import { useSaveBasicSetting } from '../api/basic-setting';
import { SettingCard } from '../components/setting-card';
import { useSingleSubmit } from '@/lib/use-single-submit';

interface Values {
  timeZone: string;
  dateFormat: UserSetting['dateFormat'];
  currencyDisplay: UserSetting['currencyDisplay'];
  autoPay: boolean;
  /** In dollars in the form; cents on the wire. */
  autoPayDailyLimit: number | null;
}

function timeZones(): string[] {
  try {
    return Intl.supportedValuesOf('timeZone');
  } catch {
    return ['UTC'];
  }
}

/** Setting → Basic: language, time zone, how dates and money are shown, auto-pay from the balance. */
export default function BasicSettingPage() {
  return (
    <SettingCard title="menu.settingBasic" intro="basicSetting.intro">
      {(setting, userId) => <BasicForm setting={setting} userId={userId} />}
    </SettingCard>
  );
}

function BasicForm({ setting: s, userId }: { setting: UserSetting; userId: string }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const save = useSaveBasicSetting(userId);
  const [form] = Form.useForm<Values>();
  const autoPay = Form.useWatch('autoPay', form);
  const zones = useMemo(() => timeZones().map((z) => ({ value: z, label: z.replaceAll('_', ' ') })), []);

  const { submit: onFinish, submitting } = useSingleSubmit(async (v: Values) => {
    try {
      await save.mutateAsync({
        timeZone: v.timeZone,
        dateFormat: v.dateFormat,
        currencyDisplay: v.currencyDisplay,
        autoPay: v.autoPay,
        autoPayDailyLimitCents: Math.round((v.autoPayDailyLimit ?? 0) * 100),
      });
      feedback.message.success(t('basicSetting.saved'));
    } catch {
      // Shown in the form.
    }
  });

  return (
    <Form<Values>
      form={form}
      layout="vertical"
      style={{ maxWidth: 560 }}
      initialValues={{
        timeZone: s.timeZone,
        dateFormat: s.dateFormat,
        currencyDisplay: s.currencyDisplay,
        autoPay: s.autoPay,
        autoPayDailyLimit: s.autoPayDailyLimitCents > 0 ? s.autoPayDailyLimitCents / 100 : null,
      }}
      onFinish={(v) => void onFinish(v)}
    >
      <FormError error={save.error} />
      {/* The seller's one language, the navbar's too: it applies and is saved as soon as it is chosen. */}
      <Form.Item label={t('basicSetting.locale')} htmlFor="basic-setting-locale">
        <Select
          id="basic-setting-locale"
          value={locale}
          options={LOCALES.map((l) => ({ value: l, label: LOCALE_NAMES[l] }))}
          onChange={(value: string) => {
            if (isLocale(value)) switchSellerLanguage(userId, value).catch(() => undefined);
          }}
        />
      </Form.Item>
      <Form.Item name="timeZone" label={t('basicSetting.timeZone')} extra={t('basicSetting.timeZoneHint')}>
        <Select showSearch options={zones} />
      </Form.Item>
      <Form.Item name="dateFormat" label={t('basicSetting.dateFormat')}>
        <Select options={DATE_FORMATS.map((f) => ({ value: f, label: f === 'locale' ? t('basicSetting.dateByLanguage') : f }))} />
      </Form.Item>
      <Form.Item name="currencyDisplay" label={t('basicSetting.currencyDisplay')}>
        <Select options={CURRENCY_DISPLAYS.map((c) => ({ value: c, label: t(`basicSetting.currency.${c}`) }))} />
      </Form.Item>
      <Form.Item name="autoPay" label={t('basicSetting.autoPay')} extra={t('basicSetting.autoPayHint')} valuePropName="checked">
        <Switch aria-label={t('basicSetting.autoPay')} />
      </Form.Item>
      <Form.Item
        name="autoPayDailyLimit"
        label={t('basicSetting.dailyLimit')}
        rules={autoPay ? [{ required: true, type: 'number', min: 1, message: t('basicSetting.dailyLimitRequired') }] : []}
      >
        <InputNumber<number>
          prefix="US$"
          min={0}
          max={AUTO_PAY_LIMIT_MAX_CENTS / 100}
          precision={2}
          step={10}
          disabled={!autoPay}
          style={{ width: 200 }}
        />
      </Form.Item>
      <Button type="primary" htmlType="submit" loading={submitting}>
        {t('basicSetting.save')}
      </Button>
    </Form>
  );
}
