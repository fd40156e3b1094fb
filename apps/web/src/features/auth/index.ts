// The auth feature's public surface: other features and the app shell use only these.
export { authRoutes } from './routes';
export { VerifyEmailForm } from './components/verify-email-form';
export { useLogout } from './api/logout';
export { userInfoQuery } from './api/user-info';
