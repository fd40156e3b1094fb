import { z } from 'zod';
import { LOCALES } from './errors.js';

/** The guide pages of Policy (/tutorial), in menu order, then the legal texts of /text. */
export const GUIDE_SLUGS = ['how-to-start', 'shipping-policy', 'refunds', 'ioss'] as const;
export const LEGAL_SLUGS = ['terms', 'privacy'] as const;
export const POLICY_SLUGS = [...GUIDE_SLUGS, ...LEGAL_SLUGS] as const;
export const PolicySlug = z.enum(POLICY_SLUGS);
export type PolicySlug = z.infer<typeof PolicySlug>;

export const POLICY_KINDS = ['guide', 'legal'] as const;
export const PolicyKind = z.enum(POLICY_KINDS);
export type PolicyKind = z.infer<typeof PolicyKind>;

/** Which kind a page is: the first four guide the seller, the last two bind them. */
export const policyKindOf = (slug: PolicySlug): PolicyKind =>
  (LEGAL_SLUGS as readonly string[]).includes(slug) ? 'legal' : 'guide';

export const POLICY_TITLE_MAX = 120;
export const POLICY_BODY_MAX = 100_000;

/** One page as a reader gets it: `locale` is the language served (en-US when the one asked for is missing). */
export const PolicyPage = z.object({
  slug: PolicySlug,
  kind: PolicyKind,
  locale: z.enum(LOCALES),
  title: z.string(),
  body: z.string(),
  updatedAt: z.string(),
});
export type PolicyPage = z.infer<typeof PolicyPage>;

export const PolicySummary = PolicyPage.omit({ body: true });
export type PolicySummary = z.infer<typeof PolicySummary>;
export const PolicyList = z.object({ items: z.array(PolicySummary) });
export type PolicyList = z.infer<typeof PolicyList>;

export const PolicyListQuery = z.object({ kind: PolicyKind.optional(), locale: z.enum(LOCALES).optional() });
export const PolicyQuery = z.object({ locale: z.enum(LOCALES).optional() });
// Any slug passes the schema so an unknown page is a 404 (POLICY_NOT_FOUND), not a malformed request.
export const PolicyParams = z.object({ slug: z.string().min(1).max(64) });
export const PolicyEditParams = z.object({ slug: z.string().min(1).max(64), locale: z.enum(LOCALES) });

/** An admin's edit of one page in one language (Markdown body). */
export const PolicyUpdate = z.object({
  title: z.string().trim().min(1).max(POLICY_TITLE_MAX),
  body: z.string().trim().min(1).max(POLICY_BODY_MAX),
});
export type PolicyUpdate = z.infer<typeof PolicyUpdate>;
