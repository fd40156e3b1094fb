import type { AppModule } from './module.js';
import { adminModule } from './admin/index.js';
import { auditModule } from './audit/index.js';
import { catalogueModule } from './catalogue/index.js';
import { catalogueSetupModule } from './catalogue-setup/index.js';
import { cloudWarehouseModule } from './cloud-warehouse/index.js';
import { dashboardModule } from './dashboard/index.js';
import { emailPrefsModule } from './email-prefs/index.js';
import { importListModule } from './import-list/index.js';
import { invoicesModule } from './invoices/index.js';
import { listingsModule } from './listings/index.js';
import { liveModule } from './live/index.js';
import { marketModule } from './market/index.js';
import { notificationsModule } from './notifications/index.js';
import { ordersModule } from './orders/index.js';
import { policiesModule } from './policies/index.js';
import { praiseCardModule } from './praise-card/index.js';
import { pricingModule } from './pricing/index.js';
import { rechargeModule } from './recharge/index.js';
import { referralModule } from './referral/index.js';
import { regionsModule } from './regions/index.js';
import { settingsModule } from './settings/index.js';
import { shippingModule } from './shipping/index.js';
import { sourcingModule } from './sourcing/index.js';
import { storesModule } from './stores/index.js';
import { supportModule } from './support/index.js';
import { systemModule } from './system/index.js';
import { teamModule } from './team/index.js';
import { menuModule } from './menu/index.js';
import { privacyModule } from './privacy/index.js';
import { uploadsModule } from './uploads/index.js';
import { usersModule } from './users/index.js';
import { walletModule } from './wallet/index.js';

/**
 * Every module with routes or jobs, as the server registers them: jobs, then routes, in this order (the order of the
 * paths in /openapi.json). The other folders (idempotency, jobs, ledger, mail) are services that modules call.
 */
export const modules: readonly AppModule[] = [
  systemModule,
  usersModule,
  teamModule,
  auditModule,
  menuModule,
  notificationsModule,
  uploadsModule,
  adminModule,
  dashboardModule,
  settingsModule,
  policiesModule,
  shippingModule,
  praiseCardModule,
  emailPrefsModule,
  regionsModule,
  marketModule,
  importListModule,
  sourcingModule,
  catalogueModule,
  catalogueSetupModule,
  rechargeModule,
  invoicesModule,
  walletModule,
  referralModule,
  storesModule,
  pricingModule,
  listingsModule,
  ordersModule,
  cloudWarehouseModule,
  supportModule,
  privacyModule,
  liveModule,
];
