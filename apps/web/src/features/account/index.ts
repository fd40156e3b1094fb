// The account feature's public surface: other features use only these.
export { ClosingBlockers, type BlockerLinks } from './components/closing-blockers';
export { DataExportList } from './components/data-export-list';
export { isBuilding, pollWhileBuilding } from './api/privacy';
