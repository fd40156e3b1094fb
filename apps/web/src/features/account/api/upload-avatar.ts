/** What the server takes as an avatar (uploads service, purpose `avatar`); lib/checked-upload sends it. */
export const AVATAR_TYPES = ['image/png', 'image/jpeg', 'image/webp', 'image/gif'] as const;
export const AVATAR_MAX_BYTES = 2 * 1024 * 1024;
