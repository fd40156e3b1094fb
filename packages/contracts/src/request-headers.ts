/**
 * Sent (value `1`) by the console's background polls, such as the notification bell's unread count: such a call
 * answers as usual but does not count as activity, so a tab left open does not keep an idle session alive.
 */
export const BACKGROUND_REQUEST_HEADER = 'X-Dropport-Background';
