import {
  DEFAULT_LOCALE,
  LOCALES,
  POLICY_SLUGS,
  PolicySlug,
  policyKindOf,
  type Locale,
  type PolicyKind,
  type PolicyList,
  type PolicyPage,
  type PolicyUpdate,
} from '@dropport/contracts';
import type { Ctx } from '../../context.js';
import type { Db } from '../../db/database.js';
import { fail } from '../../lib/app-error.js';
import { iso } from '../../lib/time.js';
import { FIRST_TEXTS } from './content/index.js';
import * as repo from './policies.repo.js';

/** Puts the product's first texts in place for every page and language that has none (run at each start). */
export async function ensureFirstTexts(db: Db, now = Date.now()): Promise<void> {
  const rows = LOCALES.flatMap((locale) =>
    POLICY_SLUGS.map((slug) => ({
      slug,
      locale,
      kind: policyKindOf(slug),
      title: FIRST_TEXTS[locale][slug].title,
      body: FIRST_TEXTS[locale][slug].body,
      updated_at: now,
      updated_by: null,
    })),
  );
  await repo.insertMissing(db, rows);
}

function knownSlug(slug: string): PolicySlug {
  const parsed = PolicySlug.safeParse(slug);
  return parsed.success ? parsed.data : fail('POLICY_NOT_FOUND', { slug });
}

function toPage(row: repo.PolicyRow): PolicyPage {
  return {
    slug: row.slug as PolicySlug,
    kind: row.kind,
    locale: row.locale as Locale,
    title: row.title,
    body: row.body,
    updatedAt: iso(Number(row.updated_at)),
  };
}

/** One page in the language asked for, or in en-US when that translation is missing. */
export async function getPage(ctx: Ctx, slug: string, locale: Locale): Promise<PolicyPage> {
  const known = knownSlug(slug);
  const row = (await repo.find(ctx.db, known, locale)) ?? (await repo.find(ctx.db, known, DEFAULT_LOCALE));
  return row ? toPage(row) : fail('POLICY_NOT_FOUND', { slug });
}

/** The pages (of one kind, or all) in menu order, each in the language asked for or else in en-US. */
export async function listPages(ctx: Ctx, locale: Locale, kind?: PolicyKind): Promise<PolicyList> {
  const rows = await repo.listIn(ctx.db, [...new Set([locale, DEFAULT_LOCALE])], kind);
  const pick = (slug: string) => rows.find((r) => r.slug === slug && r.locale === locale) ?? rows.find((r) => r.slug === slug);
  const items = POLICY_SLUGS.flatMap((slug) => {
    const row = pick(slug);
    return row
      ? [
          {
            slug,
            kind: row.kind,
            locale: row.locale as Locale,
            title: row.title,
            updatedAt: iso(Number(row.updated_at)),
          },
        ]
      : [];
  });
  return { items };
}

/** An admin's edit of one page in one language; readers get it on their next request. */
export async function savePage(
  ctx: Ctx,
  adminId: string,
  slug: string,
  locale: Locale,
  change: PolicyUpdate,
): Promise<PolicyPage> {
  const known = knownSlug(slug);
  const now = ctx.now();
  const row = {
    slug: known,
    locale,
    kind: policyKindOf(known),
    title: change.title,
    body: change.body,
    updated_at: now,
    updated_by: adminId,
  };
  await repo.upsert(ctx.db, row);
  return toPage(row);
}
