import { z } from 'zod';
import { formBool, formNumber } from './form.js';

/** A notification: one record per event for a user. The console localizes `type` with `params`. */
export const Notification = z.object({
  id: z.string(),
  type: z.string(),
  params: z.record(z.string(), z.unknown()),
  readAt: z.string().nullable(),
  createdAt: z.string(),
});
export type Notification = z.infer<typeof Notification>;

export const NotificationListQuery = z.object({
  unread: formBool.optional(),
  /** One notification type or a comma list of them (see notifications.ts); an unknown name is refused. */
  type: z.string().max(1000).optional(),
  cursor: z.string().max(200).optional(),
  limit: formNumber(z.number().int().min(1).max(100)).default(20),
});
export const NotificationPage = z.object({
  items: z.array(Notification),
  nextCursor: z.string().nullable(),
});
export const UnreadCount = z.object({ count: z.number().int() });
export const MarkReadBody = z.union([
  z.object({ ids: z.array(z.string().min(1)).min(1).max(500) }),
  z.object({ all: z.literal(true) }),
]);
export const MarkReadResult = z.object({ updated: z.number().int() });

export const UPLOAD_PURPOSES = ['avatar', 'image', 'document', 'praiseCard'] as const;
export const UploadPurpose = z.enum(UPLOAD_PURPOSES);
export type UploadPurpose = z.infer<typeof UploadPurpose>;

export const Upload = z.object({
  id: z.string(),
  purpose: UploadPurpose,
  mime: z.string(),
  size: z.number().int(),
  name: z.string(),
  url: z.string(),
  createdAt: z.string(),
});
export type Upload = z.infer<typeof Upload>;

export const OutboxMessage = z.object({
  id: z.string(),
  channel: z.enum(['email', 'sms']),
  to: z.string(),
  subject: z.string(),
  body: z.string(),
  status: z.enum(['kept', 'queued', 'sent', 'failed']),
  createdAt: z.string(),
});
export type OutboxMessage = z.infer<typeof OutboxMessage>;
export const OutboxQuery = z.object({
  to: z.string().max(254).optional(),
  cursor: z.string().max(200).optional(),
  limit: formNumber(z.number().int().min(1).max(100)).default(50),
});
export const OutboxPage = z.object({ items: z.array(OutboxMessage), nextCursor: z.string().nullable() });
