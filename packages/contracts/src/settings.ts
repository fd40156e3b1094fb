import { z } from 'zod';
import { LOCALES } from './errors.js';
import { formBool, formNumber } from './form.js';

function isTimeZone(value: string): boolean {
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: value });
    return true;
  } catch {
    return false;
  }
}

/** An IANA time zone name such as `Europe/Madrid`. */
export const TimeZone = z.string().max(64).refine(isTimeZone);

/** How dates are written: the language's own way, or one fixed order. */
export const DATE_FORMATS = ['locale', 'YYYY-MM-DD', 'DD/MM/YYYY', 'MM/DD/YYYY'] as const;
/** How money is labelled: `$12.50` or `USD 12.50`. */
export const CURRENCY_DISPLAYS = ['symbol', 'code'] as const;

/** Ceiling of the auto-pay daily limit, in USD cents (100,000 USD). */
export const AUTO_PAY_LIMIT_MAX_CENTS = 10_000_000;

/** An EU IOSS number: `IM` and 10 digits. */
export const IOSS_PATTERN = /^IM\d{10}$/;

/** The seller's basic settings (GET/POST /v1/users/{userId}/setting). */
export const UserSetting = z.object({
  locale: z.enum(LOCALES),
  timeZone: z.string(),
  dateFormat: z.enum(DATE_FORMATS),
  currencyDisplay: z.enum(CURRENCY_DISPLAYS),
  /** Pay new store orders from the balance as they arrive, up to the daily limit. */
  autoPay: z.boolean(),
  autoPayDailyLimitCents: z.number().int(),
  /** Declare the seller's IOSS number on orders to the EU under the IOSS threshold. */
  iossEnabled: z.boolean(),
  iossNumber: z.string(),
  updatedAt: z.string().nullable(),
});
export type UserSetting = z.infer<typeof UserSetting>;

/** What a seller has before changing anything. */
export const DEFAULT_USER_SETTING: UserSetting = {
  locale: 'en-US',
  timeZone: 'UTC',
  dateFormat: 'locale',
  currencyDisplay: 'symbol',
  autoPay: false,
  autoPayDailyLimitCents: 0,
  iossEnabled: false,
  iossNumber: '',
  updatedAt: null,
};

/** The change, sent as query parameters; fields left out keep their value. */
export const UserSettingUpdate = z.object({
  locale: z.enum(LOCALES).optional(),
  timeZone: TimeZone.optional(),
  dateFormat: z.enum(DATE_FORMATS).optional(),
  currencyDisplay: z.enum(CURRENCY_DISPLAYS).optional(),
  autoPay: formBool.optional(),
  autoPayDailyLimitCents: formNumber(z.number().int().min(0).max(AUTO_PAY_LIMIT_MAX_CENTS)).optional(),
  iossEnabled: formBool.optional(),
  /** Empty clears it; spaces are ignored and letters may be lower case. */
  iossNumber: z
    .string()
    .transform((v) => v.replace(/\s+/g, '').toUpperCase())
    .pipe(z.union([z.literal(''), z.string().regex(IOSS_PATTERN)]))
    .optional(),
});
export type UserSettingUpdate = z.infer<typeof UserSettingUpdate>;
