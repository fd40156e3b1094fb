import { Button, Form, Input, Select } from 'antd';
import { PROFILE_LIMITS, ProfileBody, type User } from '@dropport/contracts';
import { useTranslation } from 'react-i18next';
import { feedback } from '@/lib/feedback';
import { FormError } from '@/lib/form-error';
import { rulesFrom } from '@/lib/form-rules';
import { CountrySelect } from '@/lib/regions/country-select';
import { useCountries } from '@/lib/regions/countries';
import { useUpdateProfile, type ProfileValues } from '../api/update-profile';
import { AvatarField } from './avatar-field';
import { useSingleSubmit } from '@/lib/use-single-submit';

export const JOBS = ['owner', 'manager', 'marketing', 'operations', 'purchasing', 'developer', 'other'] as const;
export const ORGANIZATIONS = ['individual', 'smallBusiness', 'company', 'agency'] as const;

// The same rules as the server's ProfileBody (contracts): http(s) website, 6–15 digits with an optional +.
const WEBSITE = /^https?:\/\/[^\s/$.?#][^\s]*$/i;
export const phoneDigits = (value: string) => value.replace(/[\s().-]/g, '');

const valuesOf = (u: User): ProfileValues => ({
  username: u.username,
  avatar: u.avatar,
  job: u.job,
  jobName: u.jobName,
  organization: u.organization,
  organizationName: u.organizationName,
  location: u.location,
  locationName: u.locationName,
  introduction: u.introduction,
  personalWebsite: u.personalWebsite,
  phone: u.phone,
});

/** The seller's profile: avatar, name, work, place, introduction, website and phone. */
export function ProfileForm({ user }: { user: User }) {
  const { t } = useTranslation();
  const save = useUpdateProfile(user.id);
  const countries = useCountries();
  const rules = (field: keyof typeof ProfileBody.shape) =>
    rulesFrom(ProfileBody.shape[field], { max: (n) => t('account.profile.tooLong', { max: n }) });

  const { submit: onFinish, submitting } = useSingleSubmit(async (values: ProfileValues) => {
    const cleaned = Object.fromEntries(Object.entries(values).map(([k, v]) => [k, (v ?? '').trim()])) as unknown as ProfileValues;
    try {
      await save.mutateAsync(cleaned);
      feedback.message.success(t('account.profile.saved'));
    } catch {
      // Shown in the form.
    }
  });

  return (
    <Form<ProfileValues>
      layout="vertical"
      style={{ maxWidth: 560 }}
      initialValues={valuesOf(user)}
      onFinish={(v) => void onFinish(v)}
    >
      <FormError error={save.error} />
      <Form.Item name="avatar" label={t('account.profile.avatar.label')}>
        <AvatarField />
      </Form.Item>
      <Form.Item
        name="username"
        label={t('account.profile.username')}
        // The server keeps a username left out; the form asks for one instead of sending nothing.
        rules={[{ required: true, whitespace: true, message: t('account.profile.usernameRequired') }, ...rules('username')]}
      >
        <Input autoComplete="nickname" />
      </Form.Item>
      <Form.Item name="job" label={t('account.profile.job')}>
        <Select allowClear options={JOBS.map((j) => ({ value: j, label: t(`account.profile.jobs.${j}`) }))} />
      </Form.Item>
      <Form.Item name="jobName" label={t('account.profile.jobName')} rules={rules('jobName')}>
        <Input autoComplete="organization-title" />
      </Form.Item>
      <Form.Item name="organization" label={t('account.profile.organization')}>
        <Select allowClear options={ORGANIZATIONS.map((o) => ({ value: o, label: t(`account.profile.organizations.${o}`) }))} />
      </Form.Item>
      <Form.Item name="organizationName" label={t('account.profile.organizationName')} rules={rules('organizationName')}>
        <Input autoComplete="organization" />
      </Form.Item>
      <Form.Item name="location" label={t('account.profile.location')}>
        <CountrySelect allowClear countries={countries.data ?? []} loading={countries.isPending} />
      </Form.Item>
      <Form.Item name="locationName" label={t('account.profile.locationName')} rules={rules('locationName')}>
        <Input autoComplete="address-level2" />
      </Form.Item>
      <Form.Item name="introduction" label={t('account.profile.introduction')} rules={rules('introduction')}>
        <Input.TextArea rows={4} showCount maxLength={PROFILE_LIMITS.introduction} />
      </Form.Item>
      <Form.Item
        name="personalWebsite"
        label={t('account.profile.personalWebsite')}
        rules={[{ pattern: WEBSITE, message: t('account.profile.websiteInvalid') }, ...rules('personalWebsite')]}
      >
        <Input inputMode="url" placeholder="https://" autoComplete="url" />
      </Form.Item>
      <Form.Item
        name="phone"
        label={t('account.profile.phone')}
        rules={[
          {
            validator: async (_, value: string | undefined) => {
              if (value && !/^\+?\d{6,15}$/.test(phoneDigits(value.trim()))) throw new Error(t('account.profile.phoneInvalid'));
            },
          },
        ]}
      >
        <Input inputMode="tel" autoComplete="tel" placeholder="+34 600 000 000" />
      </Form.Item>
      <Button type="primary" htmlType="submit" loading={submitting}>
        {t('account.profile.save')}
      </Button>
    </Form>
  );
}
