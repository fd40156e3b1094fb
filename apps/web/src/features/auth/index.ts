// The auth feature's public surface: other features and the app shell use only these.
export { VerifyEmailForm } from './components/verify-email-form';
export { useLogout } from './api/logout';
export { fetchUserInfo, userInfoQuery } from './api/user-info';
export { fetchUserMenu } from './api/user-menu';
