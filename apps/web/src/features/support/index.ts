// The support feature's public surface: other features and the app shell use only these.
export { supportUnreadQueryOptions } from './api/tickets';
export { supportKeys } from './api/support-keys';
export { recentTicketsQueryOptions } from './api/recent-tickets';
export { useCreateTicket, useReplyToTicket, useTicket } from './api/tickets';
export { AttachmentsField } from './components/attachments-field';
