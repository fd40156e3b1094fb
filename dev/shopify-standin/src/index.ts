export * from './shopify-standin.js';
export { dropportApp } from './dropport-app.js';
export { ensureStandinCertificates } from './certificates.js';
