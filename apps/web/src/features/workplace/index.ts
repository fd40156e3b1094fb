// The workplace feature's public surface: other features and the app shell use only these.
export { invalidateDashboards } from './api/dashboard';
