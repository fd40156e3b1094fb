import type { ClaimKind, ClaimReason, Locale } from '@dropport/contracts';
import enUS from './locales/en-US.json' with { type: 'json' };
import esES from './locales/es-ES.json' with { type: 'json' };
import ptBR from './locales/pt-BR.json' with { type: 'json' };

const TEXTS = { 'en-US': enUS, 'es-ES': esES, 'pt-BR': ptBR } satisfies Record<Locale, typeof enUS>;

/** A claim ticket's subject in the seller's language, as the queue and their ticket list show it. */
export function claimSubject(locale: Locale, kind: ClaimKind, reason: ClaimReason, orderNo: string): string {
  return TEXTS[locale].claimSubject[kind][reason].replace('{{orderNo}}', orderNo);
}
