// The notifications feature's public surface: other features and the app shell use only these.
export { NotificationBell } from './components/notification-bell';
export { notificationsKeys } from './api/notifications-keys';
