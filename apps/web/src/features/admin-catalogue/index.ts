// The admin catalogue feature's public surface: the cloud warehouse's admin picks a shipping template from its lookups.
export { useLookups } from './api/lookups';
