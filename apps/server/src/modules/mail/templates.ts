import type { Locale } from '@dropport/contracts';
import enUS from '../../locales/en-US.json' with { type: 'json' };
import esES from '../../locales/es-ES.json' with { type: 'json' };
import ptBR from '../../locales/pt-BR.json' with { type: 'json' };

const TEMPLATES = { 'en-US': enUS.mail, 'es-ES': esES.mail, 'pt-BR': ptBR.mail } satisfies Record<Locale, unknown>;
export type Template = keyof typeof enUS.mail;

/** Subject and body of a message in the recipient's locale, placeholders filled. */
export function render(template: Template, locale: Locale, params: Record<string, string | number>) {
  const t = TEMPLATES[locale][template];
  const fill = (s: string) => s.replace(/\{\{(\w+)\}\}/g, (_, k: string) => String(params[k] ?? ''));
  return { subject: fill(t.subject), body: fill(t.body) };
}
