/** Text as a search compares it: accents dropped ("España" → "espana"), case folded, outer spaces trimmed. */
export const foldForSearch = (text: string) => text.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase().trim();

/**
 * How well a country answers what was typed, best first (0), or -1 when it does not: its ISO code exactly ("us" is
 * the United States before Australia or Russia), then a name that starts with it, a word of the name that does, a
 * name that holds it anywhere, and last a code that starts with it. Enter picks the first option, so the order is
 * what makes typing "es" and Enter choose Spain.
 */
export function countryRank(country: { code: string; name: string }, typed: string): number {
  const q = foldForSearch(typed);
  if (!q) return 0;
  const code = country.code.toLowerCase();
  const name = foldForSearch(country.name);
  if (code === q) return 0;
  if (name.startsWith(q)) return 1;
  if (name.split(/[\s\-'’(),.]+/).some((word) => word.startsWith(q))) return 2;
  if (name.includes(q)) return 3;
  if (code.startsWith(q)) return 4;
  return -1;
}
