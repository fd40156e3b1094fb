import type { StandinApp } from './shops.js';

/**
 * Dropport as an app registered with the stand-in (what its Shopify app configuration declares): the App URL, the
 * one OAuth redirect URI, and the webhook address for app/uninstalled, products/delete and the privacy topics.
 */
export function dropportApp(o: { apiKey: string; secret: string; name: string; appUrl: string }): StandinApp {
  const base = o.appUrl.replace(/\/$/, '');
  return {
    apiKey: o.apiKey,
    secret: o.secret,
    name: o.name,
    appUrl: `${base}/api/stores/shopify/launch`,
    redirectUrls: [`${base}/oauth2/authorize`],
    webhookUrl: `${base}/api/webhooks/shopify`,
  };
}
