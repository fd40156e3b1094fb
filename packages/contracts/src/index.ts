export * from './errors.js';
export * from './form.js';
export * from './users.js';
export * from './menu.js';
export * from './platform.js';
export * from './dashboard.js';
export * from './settings.js';
