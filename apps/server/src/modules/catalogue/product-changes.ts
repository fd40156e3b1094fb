/**
 * What other modules may change in the catalogue's products, which are the catalogue's own rows: stock (orders take
 * it when paid and give it back when cancelled), popularity (each add to an import list, and the daily decay) and the
 * top category of a branch (after a category move). They change them only through these.
 */
export { decayPopularity, notePopular, returnStock, setRootCategory, takeStock, variantStock } from './products.repo.js';
