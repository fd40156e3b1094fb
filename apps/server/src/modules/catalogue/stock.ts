/**
 * The catalogue's stock, for the modules that move it (orders take stock when paid and give it back when cancelled).
 * Product and variant rows are the catalogue's own: other modules change them only through these.
 */
export { returnStock, takeStock, variantStock } from './products.repo.js';
