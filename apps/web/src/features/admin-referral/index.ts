// The admin referral feature's public surface: the seller's admin page shows their attribution.
export { AdminUserReferral } from './components/admin-user-referral';
