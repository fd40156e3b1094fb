// The stores feature's public surface: other features and the app shell use only these.
export { myStoresQueryOptions } from './api/my-stores';
export { AdminUserStores } from './components/admin-user-stores';
