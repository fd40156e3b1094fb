import type { Ctx } from '../../context.js';

const escape = (s: string) =>
  s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;').replace(/'/g, '&#39;');

const inline = (s: string) => escape(s).replace(/\*\*(.+?)\*\*/g, '<strong>$1</strong>');

/**
 * The catalogue's Markdown description as the store's HTML: paragraphs, "- " lists and **bold**. Everything else
 * is escaped, so nothing in a description becomes markup the seller did not mean.
 */
export function descriptionHtml(markdown: string): string {
  return markdown
    .trim()
    .split(/\n\s*\n/)
    .filter((block) => block.trim() !== '')
    .map((block) => {
      const lines = block.split('\n').map((l) => l.trim());
      if (lines.every((l) => /^[-*] /.test(l))) return `<ul>${lines.map((l) => `<li>${inline(l.slice(2))}</li>`).join('')}</ul>`;
      return `<p>${lines.map(inline).join('<br>')}</p>`;
    })
    .join('\n');
}

/** An image the store can fetch: a path on this server becomes an address under APP_URL. */
export function publicImageUrl(ctx: Pick<Ctx, 'config'>, url: string): string {
  return url.startsWith('/') ? new URL(url, ctx.config.APP_URL).toString() : url;
}
