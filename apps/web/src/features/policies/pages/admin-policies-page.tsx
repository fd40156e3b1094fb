import { Alert, Flex, Segmented, Select } from 'antd';
import { POLICY_SLUGS, type Locale, type PolicySlug } from '@dropport/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { feedback } from '@/lib/feedback';
import { LoadState } from '@/lib/load-state';
import { LOCALE_NAMES, LOCALES } from '@/lib/locales';
import { Page } from '@/lib/page';
import { usePolicyList, usePolicyPage } from '@/lib/policies';
import { useLocale } from '@/lib/use-locale';
import { PolicyEditor } from '../components/policy-editor';

/** Admin → Policies: choose a page and a language, edit its title and Markdown with a live preview. */
export default function AdminPoliciesPage() {
  const { t } = useTranslation();
  const [slug, setSlug] = useState<PolicySlug>(POLICY_SLUGS[0]);
  const [locale, setLocale] = useState<Locale>('en-US');
  const [dirty, setDirty] = useState(false);
  const consoleLocale = useLocale();
  // The page picker names the pages in the console's language; the language being edited is chosen apart.
  const titles = usePolicyList('guide', consoleLocale);
  const legal = usePolicyList('legal', consoleLocale);
  const page = usePolicyPage(slug, locale);
  const names = new Map([...(titles.data?.items ?? []), ...(legal.data?.items ?? [])].map((p) => [p.slug, p.title]));

  // Leaving an edited page asks first: the edit would be lost.
  const guarded = (apply: () => void) => {
    if (!dirty) return apply();
    feedback.modal.confirm({
      title: t('policies.admin.discardTitle'),
      content: t('policies.admin.discardText'),
      okText: t('policies.admin.discard'),
      cancelText: t('policies.admin.keepEditing'),
      onOk: () => {
        setDirty(false);
        apply();
      },
    });
  };

  return (
    <Page title={t('menu.adminPolicies')} subtitle={t('policies.admin.intro')}>
      <Flex wrap gap={16} align="center">
        <Select<PolicySlug>
          aria-label={t('policies.admin.page')}
          value={slug}
          style={{ minWidth: 240 }}
          options={POLICY_SLUGS.map((s) => ({ value: s, label: names.get(s) ?? s }))}
          onChange={(next) => guarded(() => setSlug(next))}
        />
        <Segmented<Locale>
          aria-label={t('policies.admin.language')}
          value={locale}
          options={LOCALES.map((l) => ({ value: l, label: LOCALE_NAMES[l] }))}
          onChange={(next) => guarded(() => setLocale(next))}
        />
      </Flex>
      <LoadState queries={[page]} rows={8}>
        {(shown) => (
          <>
            {shown.locale !== locale ? <Alert type="info" showIcon title={t('policies.admin.missingTranslation')} /> : null}
            <PolicyEditor
              // A new page or language starts a fresh form.
              key={`${slug}/${locale}/${shown.updatedAt}`}
              slug={slug}
              locale={locale}
              initial={shown}
              onDirtyChange={setDirty}
            />
          </>
        )}
      </LoadState>
    </Page>
  );
}
