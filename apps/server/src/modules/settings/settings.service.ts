import {
  DEFAULT_USER_SETTING,
  LOCALES,
  pickLocale,
  type Locale,
  type UserSetting,
  type UserSettingUpdate,
} from '@dropport/contracts';
import type { Ctx } from '../../context.js';
import type { Db } from '../../db/database.js';
import { fail } from '../../lib/app-error.js';
import { isoOrNull } from '../../lib/time.js';
import { getUser } from '../users/users.service.js';
import * as repo from './settings.repo.js';
import { insertJob } from '../jobs/job-queue.js';

/** The job that counts a seller's figures again (the dashboard module runs it). */
export const FIGURES_REBUILD_JOB = 'dashboard.figures-rebuild';

/** Auto-pay needs a real ceiling: at least one dollar a day. */
const AUTO_PAY_MIN_CENTS = 100;

function toSetting(row: repo.SettingRow | undefined): UserSetting {
  if (!row) return DEFAULT_USER_SETTING;
  return {
    locale: row.locale as UserSetting['locale'],
    timeZone: row.time_zone,
    dateFormat: row.date_format as UserSetting['dateFormat'],
    currencyDisplay: row.currency_display as UserSetting['currencyDisplay'],
    autoPay: row.auto_pay === 1,
    autoPayDailyLimitCents: row.auto_pay_daily_limit_cents,
    iossEnabled: row.ioss_enabled === 1,
    iossNumber: row.ioss_number,
    updatedAt: isoOrNull(Number(row.updated_at)),
  };
}

/** A seller's time zone (UTC until they choose one): the days of their figures and charts. */
export async function timeZoneOf(db: Db, userId: string): Promise<string> {
  return (await repo.find(db, userId))?.time_zone ?? DEFAULT_USER_SETTING.timeZone;
}

/** The seller's basic settings; the defaults until they change one. */
export async function get(ctx: Ctx, userId: string): Promise<UserSetting> {
  await getUser(ctx, userId);
  return toSetting(await repo.find(ctx.db, userId));
}

/** Applies the fields given; the rest keep their value. Auto-pay on needs a daily limit of at least $1; IOSS on needs a number. */
export async function update(ctx: Ctx, userId: string, change: UserSettingUpdate): Promise<UserSetting> {
  await getUser(ctx, userId);
  return ctx.db.transaction().execute(async (trx) => {
    const current = toSetting(await repo.find(trx, userId));
    const next = { ...current, ...definedOnly(change) };
    if (next.autoPay && next.autoPayDailyLimitCents < AUTO_PAY_MIN_CENTS) {
      fail('AUTO_PAY_LIMIT_REQUIRED', { min: '$1.00', minCents: AUTO_PAY_MIN_CENTS });
    }
    if (next.iossEnabled && !next.iossNumber) fail('IOSS_NUMBER_REQUIRED');
    const now = ctx.now();
    // The seller's figures are kept by day in their time zone: a new one has them counted again.
    if (next.timeZone !== current.timeZone)
      await insertJob(trx, FIGURES_REBUILD_JOB, { userId }, { uniqueKey: `figures-rebuild:${userId}:${now}` });
    await repo.save(trx, {
      user_id: userId,
      locale: next.locale,
      time_zone: next.timeZone,
      date_format: next.dateFormat,
      currency_display: next.currencyDisplay,
      auto_pay: next.autoPay ? 1 : 0,
      auto_pay_daily_limit_cents: next.autoPayDailyLimitCents,
      ioss_enabled: next.iossEnabled ? 1 : 0,
      ioss_number: next.iossNumber,
      updated_at: now,
    });
    return { ...next, updatedAt: isoOrNull(now) };
  });
}

function definedOnly<T extends object>(value: T): Partial<T> {
  return Object.fromEntries(Object.entries(value).filter(([, v]) => v !== undefined)) as Partial<T>;
}

const OUR_LANGUAGES = new Set(LOCALES.map((l) => l.slice(0, 2)));

/** Whether an Accept-Language value names a language we write ("*", or only French, names none). */
const namesOurs = (asked: string) => asked.split(',').some((part) => OUR_LANGUAGES.has(part.trim().slice(0, 2).toLowerCase()));

/** The language a file is written in for its reader: the one asked for (query or Accept-Language), else their saved setting. */
export async function readerLocale(ctx: Ctx, userId: string, asked: string | undefined): Promise<Locale> {
  if (asked && namesOurs(asked)) return pickLocale(asked);
  return (await get(ctx, userId)).locale;
}
