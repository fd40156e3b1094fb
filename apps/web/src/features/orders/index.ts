// The orders feature's public surface: other features and the app shell use only these.
export { orderKeys } from './api/order-keys';
