import type { Migration } from 'kysely';
import * as m001 from './001-platform.js';
import * as m002 from './002-settings.js';
import * as m003 from './003-shipping.js';
import * as m004 from './004-praise-email.js';
import * as m005 from './005-policies.js';
import * as m006 from './006-two-factor.js';
import * as m007 from './007-catalogue.js';
import * as m008 from './008-ledger.js';
import * as m009 from './009-invoices.js';
import * as m010 from './010-recharges.js';
import * as m011 from './011-stores.js';
import * as m012 from './012-pricing-rules.js';
import * as m013 from './013-import-list-drafts.js';
import * as m014 from './014-listings.js';
import * as m015 from './015-orders.js';
import * as m016 from './016-sign-in-proof.js';
import * as m017 from './017-webhook-binding.js';
import * as m018 from './018-request-answers.js';
import * as m019 from './019-push-idempotency.js';
import * as m020 from './020-recharge-attempts.js';
import * as m021 from './021-statement-text.js';
import * as m022 from './022-order-search-counts.js';
import * as m023 from './023-referral.js';
import * as m024 from './024-referral-totals.js';
import * as m025 from './025-cloud-warehouse.js';
import * as m026 from './026-support.js';
import * as m027 from './027-claims-live.js';
import * as m028 from './028-seller-figures.js';
import * as m029 from './029-figures-detail.js';
import * as m030 from './030-team-audit.js';
import * as m031 from './031-menu-layout.js';
import * as m032 from './032-privacy.js';

/** Every migration, in order. Imported statically so the bundled server carries them. */
export const migrations: Record<string, Migration> = {
  '001-platform': m001,
  '002-settings': m002,
  '003-shipping': m003,
  '004-praise-email': m004,
  '005-policies': m005,
  '006-two-factor': m006,
  '007-catalogue': m007,
  '008-ledger': m008,
  '009-invoices': m009,
  '010-recharges': m010,
  '011-stores': m011,
  '012-pricing-rules': m012,
  '013-import-list-drafts': m013,
  '014-listings': m014,
  '015-orders': m015,
  '016-sign-in-proof': m016,
  '017-webhook-binding': m017,
  '018-request-answers': m018,
  '019-push-idempotency': m019,
  '020-recharge-attempts': m020,
  '021-statement-text': m021,
  '022-order-search-counts': m022,
  '023-referral': m023,
  '024-referral-totals': m024,
  '025-cloud-warehouse': m025,
  '026-support': m026,
  '027-claims-live': m027,
  '028-seller-figures': m028,
  '029-figures-detail': m029,
  '030-team-audit': m030,
  '031-menu-layout': m031,
  '032-privacy': m032,
};
