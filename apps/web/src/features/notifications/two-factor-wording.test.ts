import { describe, expect, it } from 'vitest';
import { i18n } from '@/lib/i18n';
import { LOCALES } from '@/lib/locales';

describe('the two-factor notifications', () => {
  it.each(LOCALES)('%s names the feature as the account screens do', (lng) => {
    // The name on My Account's tab, e.g. "Two-factor sign-in"; a notification must not call it something else.
    const name = i18n.t('account.tabs.twoFactor', { lng });
    for (const key of ['two_factor_enabled', 'two_factor_disabled']) {
      expect(i18n.t(`notifications.types.account.${key}.title`, { lng }).toLowerCase()).toContain(name.toLowerCase());
    }
  });
});
