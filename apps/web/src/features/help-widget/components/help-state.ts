/** How many of the seller's latest tickets the drawer lists. */
export const RECENT_LIMIT = 5;

/**
 * The quick message being written: its text, and the idempotency key of its first attempt, kept while the same text
 * is sent again (a retry after a lost answer files one ticket) and dropped when the text changes.
 */
export interface Draft {
  text: string;
  key: string | null;
}

export const EMPTY_DRAFT: Draft = { text: '', key: null };
