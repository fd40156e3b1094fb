import { queryOptions } from '@tanstack/react-query';
import type { Locale, UserSetting, UserSettingUpdate } from '@dropport/contracts';
import { get, postJson } from './http';
import { currentLocale, setLocale } from './i18n';
import { isLocale } from './locales';
import { queryClient } from './query-client';

/** The seller's settings (Setting → Basic and its siblings); here because the navbar and sign-in use it too. */
export const settingsKeys = {
  all: ['settings'] as const,
  basic: (userId: string) => [...settingsKeys.all, 'basic', userId] as const,
};

const path = (userId: string) => `/v1/users/${encodeURIComponent(userId)}/setting`;

export function basicSettingQuery(userId: string) {
  return queryOptions({ queryKey: settingsKeys.basic(userId), queryFn: () => get<UserSetting>(path(userId)) });
}

/** Saves the changed fields, sent as query parameters as the seed's call takes them. */
export function saveBasicSetting(userId: string, change: UserSettingUpdate): Promise<UserSetting> {
  return postJson<UserSetting>(path(userId), undefined, { params: change, silent: true });
}

/**
 * A signed-in seller has one language, kept in their setting (emails follow it): switching the console's language,
 * from the navbar or from Setting → Basic, switches it at once and saves it there.
 */
export async function switchSellerLanguage(userId: string, locale: Locale): Promise<void> {
  await setLocale(locale);
  const saved = await saveBasicSetting(userId, { locale });
  queryClient.setQueryData(settingsKeys.basic(userId), saved);
}

/** On sign-in the console takes the seller's stored language; without an answer it keeps the one it has. */
export async function adoptSellerLanguage(userId: string): Promise<void> {
  try {
    const setting = await get<UserSetting>(path(userId), { silent: true });
    queryClient.setQueryData(settingsKeys.basic(userId), setting);
    if (isLocale(setting.locale) && setting.locale !== currentLocale()) await setLocale(setting.locale);
  } catch {
    // The language is a comfort, not a condition of signing in.
  }
}
