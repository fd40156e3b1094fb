import { Select } from 'antd';
import { useTranslation } from 'react-i18next';
import { chooseLanguage } from './choose-language';
import { LOCALE_NAMES, LOCALES, isLocale } from './locales';

const OPTIONS = LOCALES.map((value) => ({ value, label: LOCALE_NAMES[value] }));

/** The language picker of the navbar and the public pages (the sign-in page has `LanguagePicker`, without antd). */
export function LanguageSwitch() {
  const { t, i18n } = useTranslation();
  return (
    <Select
      aria-label={t('navbar.language')}
      value={i18n.language}
      options={OPTIONS}
      onChange={(value: string) => {
        if (isLocale(value)) chooseLanguage(value);
      }}
      style={{ width: 132 }}
      variant="borderless"
      popupMatchSelectWidth={false}
    />
  );
}
