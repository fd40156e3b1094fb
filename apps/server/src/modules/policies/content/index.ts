import type { Locale, PolicySlug } from '@dropport/contracts';
import { guides as guidesEn } from './guides.en-US.js';
import { guides as guidesEs } from './guides.es-ES.js';
import { guides as guidesPt } from './guides.pt-BR.js';
import { legal as legalEn } from './legal.en-US.js';
import { legal as legalEs } from './legal.es-ES.js';
import { legal as legalPt } from './legal.pt-BR.js';
import type { PageTexts } from './types.js';

/** The texts every install starts with, per language (Markdown bodies). */
export const FIRST_TEXTS: Record<Locale, PageTexts<PolicySlug>> = {
  'en-US': { ...guidesEn, ...legalEn },
  'es-ES': { ...guidesEs, ...legalEs },
  'pt-BR': { ...guidesPt, ...legalPt },
};
