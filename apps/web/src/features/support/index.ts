// The support feature's public surface: other features and the app shell use only these.
export { supportUnreadQueryOptions } from './api/tickets';
