import { Select } from 'antd';
import { useTranslation } from 'react-i18next';
import { readCredential } from './credential';
import { setLocale } from './i18n';
import { LOCALE_NAMES, LOCALES, isLocale } from './locales';
import { switchSellerLanguage } from './user-setting';

const OPTIONS = LOCALES.map((value) => ({ value, label: LOCALE_NAMES[value] }));

/**
 * The language picker of the login page and the navbar. Before sign-in the choice is this browser's; a signed-in
 * seller's choice is also saved to their setting, the one language Setting → Basic shows and emails use.
 */
export function LanguageSwitch() {
  const { t, i18n } = useTranslation();
  return (
    <Select
      aria-label={t('navbar.language')}
      value={i18n.language}
      options={OPTIONS}
      onChange={(value: string) => {
        if (!isLocale(value)) return;
        const credential = readCredential();
        // A failed save is reported by the http client; the console has switched either way.
        if (credential) switchSellerLanguage(credential.userId, value).catch(() => undefined);
        else void setLocale(value);
      }}
      style={{ width: 132 }}
      variant="borderless"
      popupMatchSelectWidth={false}
    />
  );
}
