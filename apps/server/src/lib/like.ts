import { sql, type RawBuilder } from 'kysely';

/** Text with LIKE's wildcards (and the escape itself) escaped by a backslash, for a pattern used with `likeText`. */
export const escapeLike = (text: string) => text.replace(/[%_\\]/g, (c) => `\\${c}`);

/** `%text%`, lower-cased and escaped: contains the text, whatever its case when matched against a lower-cased column. */
export const containsPattern = (text: string) => `%${escapeLike(text.toLowerCase())}%`;

/**
 * A LIKE pattern with its escape character declared, so that both engines read `\%` and `\_` as the characters
 * themselves (PostgreSQL's default escape is the backslash, SQLite has none): the right side of `like`.
 */
export const likeText = (pattern: string): RawBuilder<string> => sql<string>`${pattern} escape '\\'`;
