import { z } from 'zod';

/** The longest message printed on a praise card. */
export const PRAISE_CARD_MESSAGE_MAX = 300;
/** What a card design may be (uploads purpose `praiseCard`): a print-ready image of at most 2 MB. */
export const PRAISE_CARD_DESIGN_TYPES = ['image/png', 'image/jpeg', 'image/webp'] as const;
export const PRAISE_CARD_DESIGN_MAX_BYTES = 2 * 1024 * 1024;

/** The seller's thank-you card put in each parcel (GET/POST /v1/users/{userId}/praiseCard). */
export const PraiseCard = z.object({
  enabled: z.boolean(),
  /** The uploaded design (an upload of purpose `praiseCard`), or null before one is chosen. */
  designUploadId: z.string().nullable(),
  designUrl: z.string().nullable(),
  message: z.string(),
  /** What each parcel with a card costs, in USD cents (server configuration). */
  feeCents: z.number().int(),
  updatedAt: z.string().nullable(),
});
export type PraiseCard = z.infer<typeof PraiseCard>;

/** The whole new card (JSON). On needs a design; the message is optional. */
export const PraiseCardUpdate = z.object({
  enabled: z.boolean(),
  designUploadId: z.preprocess((v) => (v === '' ? null : v), z.string().max(64).nullable()),
  message: z.string().trim().max(PRAISE_CARD_MESSAGE_MAX).default(''),
});
export type PraiseCardUpdate = z.input<typeof PraiseCardUpdate>;
