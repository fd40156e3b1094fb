// The market feature's public surface: other features and the app shell use only these.
export { marketProductQueryOptions } from './api/get-product';
export { marketSearchQueryOptions } from './api/list-products';
export { invalidateMarket } from './api/market-keys';
