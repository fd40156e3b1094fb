// The import list's public surface: other features and the app shell use only these.
export { invalidateImportList } from './api/import-list-keys';
export { ImportList } from './pages/import-list-page';
