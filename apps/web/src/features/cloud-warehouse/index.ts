// The cloud warehouse feature's public surface: other features (the market's product page, the orders' mapping and
// their pay and cancel) use only these.
export { BuyStockDrawer } from './components/buy-stock-drawer';
export { invalidateCloudWarehouse } from './api/cloud-keys';
export { ownProductsQueryOptions, type OwnProduct } from './api/own-products';
export { INBOUND_TAB_PATH } from './paths';
