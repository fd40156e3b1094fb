import { readCredential } from './credential';
import { setLocale } from './i18n';
import type { Locale } from './locales';
import { switchSellerLanguage } from './user-setting';

/**
 * The language picked in a language picker. Before sign-in the choice is this browser's; a signed-in seller's
 * choice is also saved to their setting, the one language Setting → Basic shows and emails use.
 */
export function chooseLanguage(locale: Locale): void {
  const credential = readCredential();
  // A failed save is reported by the http client; the console has switched either way.
  if (credential) switchSellerLanguage(credential.userId, locale).catch(() => undefined);
  else void setLocale(locale);
}
