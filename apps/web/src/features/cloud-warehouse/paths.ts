import { collectionPath } from '@dropport/contracts';

/** This feature's page. */
export const PAGE_PATH = '/myCloudWarehouse';
/** The page on its "Send goods in" tab. */
export const INBOUND_TAB_PATH = `${PAGE_PATH}?tab=inbound`;
/** The market's collection of products held in warehouses: where stock to buy ahead is found. */
export const WAREHOUSE_COLLECTION = collectionPath('warehouse');
/** Where the balance is topped up. */
export const RECHARGE_PATH = '/balance/recharge';
/** A purchase on the purchases tab, standing out. */
export const purchasePath = (id: string) => `${PAGE_PATH}?tab=purchases&id=${encodeURIComponent(id)}`;
