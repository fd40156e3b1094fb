/** A heading of a Markdown text that the table of contents lists. */
export interface Heading {
  /** 2 for `##`, 3 for `###`. */
  depth: 2 | 3;
  text: string;
  id: string;
  /** The 1-based source line, which the renderer uses to give the heading its id. */
  line: number;
}

/** Plain text of a heading's Markdown: emphasis, code and link syntax removed. */
function plain(markdown: string): string {
  return markdown
    .replace(/!?\[([^\]]*)\]\([^)]*\)/g, '$1')
    .replace(/[*_`~]/g, '')
    .replace(/\s+#+\s*$/, '')
    .trim();
}

/** A URL fragment for a heading: lower case letters and digits (accents dropped) joined by dashes. */
export function slugify(text: string): string {
  return (
    text
      .normalize('NFD')
      .replace(/[\u0300-\u036f]/g, '')
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, '-')
      .replace(/^-+|-+$/g, '') || 'section'
  );
}

/**
 * The `##` and `###` headings of a Markdown text (fenced code skipped), each with an id unique in the text,
 * prefixed so that several texts can share one page.
 */
export function headingsOf(markdown: string, prefix = ''): Heading[] {
  const used = new Map<string, number>();
  const out: Heading[] = [];
  let fenced = false;
  markdown.split('\n').forEach((raw, i) => {
    if (/^\s*(```|~~~)/.test(raw)) fenced = !fenced;
    const m = fenced ? null : /^(#{2,3})\s+(.+)$/.exec(raw);
    if (!m?.[1] || !m[2]) return;
    const text = plain(m[2]);
    const base = `${prefix}${slugify(text)}`;
    const seen = used.get(base) ?? 0;
    used.set(base, seen + 1);
    out.push({ depth: m[1].length as 2 | 3, text, id: seen ? `${base}-${seen + 1}` : base, line: i + 1 });
  });
  return out;
}
