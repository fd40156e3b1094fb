// The team feature's public surface: other features and the app shell use only these.
export { TeamPanel } from './components/team-panel';
export { useAccountSwitch } from './api/use-account-switch';
