import type { PolicySlug } from '@dropport/contracts';

/** The first text of some pages in one language: what every install starts with. */
export type PageTexts<S extends PolicySlug> = Record<S, { title: string; body: string }>;
