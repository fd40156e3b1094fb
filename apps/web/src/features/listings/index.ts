// The listings feature's public surface: other features and the app shell use only these.
export { AdminUserListings } from './components/admin-user-listings';
