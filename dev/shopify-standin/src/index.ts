export * from './shopify-standin.js';
export { dropportApp } from './dropport-app.js';
