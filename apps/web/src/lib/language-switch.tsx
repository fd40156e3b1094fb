import { Select } from 'antd';
import { useTranslation } from 'react-i18next';
import { setLocale } from './i18n';
import { LOCALE_NAMES, LOCALES, isLocale } from './locales';

const OPTIONS = LOCALES.map((value) => ({ value, label: LOCALE_NAMES[value] }));

/** The language picker of the login page and the navbar; the choice is kept in localStorage. */
export function LanguageSwitch() {
  const { t, i18n } = useTranslation();
  return (
    <Select
      aria-label={t('navbar.language')}
      value={i18n.language}
      options={OPTIONS}
      onChange={(value: string) => {
        if (isLocale(value)) void setLocale(value);
      }}
      style={{ width: 132 }}
      variant="borderless"
      popupMatchSelectWidth={false}
    />
  );
}
