// The cloud warehouse feature's public surface: other features (the market's product page) use only these.
export { BuyStockDrawer } from './components/buy-stock-drawer';
export { invalidateCloudWarehouse } from './api/cloud-keys';
