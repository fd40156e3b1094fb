import { z } from 'zod';
import { formBool } from './form.js';
import { CountryCode } from './regions.js';

/** A shipping method of the platform's catalogue (GET /v1/shipping/methods). */
export const ShippingMethod = z.object({
  code: z.string(),
  name: z.string(),
  carrier: z.string(),
  /** Typical transit time in days, from dispatch to delivery. */
  daysMin: z.number().int(),
  daysMax: z.number().int(),
});
export type ShippingMethod = z.infer<typeof ShippingMethod>;
export const ShippingMethodList = z.object({ items: z.array(ShippingMethod) });
export type ShippingMethodList = z.infer<typeof ShippingMethodList>;

/** How many destination rules a seller may keep. */
export const SHIPPING_RULES_MAX = 250;

const MethodCode = z.string().trim().min(1).max(40);

/** Per destination country: the method tried first, and the one used when it cannot serve the parcel. */
export const ShippingRule = z.object({
  countryCode: z.string(),
  preferredMethod: z.string(),
  fallbackMethod: z.string().nullable(),
});
export type ShippingRule = z.infer<typeof ShippingRule>;

/** The seller's shipping defaults (GET /v1/users/{userId}/shipping). */
export const ShippingDefaults = z.object({
  /** Where orders ship when the store sends no country; null until chosen. */
  defaultCountryCode: z.string().nullable(),
  rules: z.array(ShippingRule),
  updatedAt: z.string().nullable(),
});
export type ShippingDefaults = z.infer<typeof ShippingDefaults>;

export const DEFAULT_SHIPPING_DEFAULTS: ShippingDefaults = { defaultCountryCode: null, rules: [], updatedAt: null };

/** The whole new state (POST /v1/users/{userId}/shipping, JSON); it replaces the old one. */
export const ShippingDefaultsUpdate = z.object({
  defaultCountryCode: z.preprocess((v) => (v === '' ? null : v), CountryCode.nullable()),
  rules: z
    .array(
      z.object({
        countryCode: CountryCode,
        preferredMethod: MethodCode,
        fallbackMethod: z.preprocess((v) => (v === '' ? null : v), MethodCode.nullable().optional()),
      }),
    )
    .max(SHIPPING_RULES_MAX),
});
export type ShippingDefaultsUpdate = z.input<typeof ShippingDefaultsUpdate>;

/** Where a custom tracking page puts the parcel's number. */
export const TRACKING_NUMBER_PLACEHOLDER = '{trackingNumber}';
export const TRACKING_URL_MAX = 500;
export const CARRIER_NAME_MAX = 60;

/** http(s), a host with a dot, then an optional path or query; no spaces. */
const WEB_ADDRESS = /^https?:\/\/[a-z0-9-]+(\.[a-z0-9-]+)+(:\d{1,5})?([/?#][^\s]*)?$/i;

/** An empty template (use the carrier's page) or an http(s) address that holds `{trackingNumber}`. */
export function isTrackingUrlTemplate(value: string): boolean {
  if (value === '') return true;
  if (value.length > TRACKING_URL_MAX || !value.includes(TRACKING_NUMBER_PLACEHOLDER)) return false;
  // A regular expression rather than URL(): the same check runs in the browser and in Node, without DOM types here.
  return WEB_ADDRESS.test(value.split(TRACKING_NUMBER_PLACEHOLDER).join('TRACK123'));
}

/** The address a buyer opens for one parcel; the number is URL-encoded into the template. */
export function trackingUrl(template: string, trackingNumber: string): string {
  return template.split(TRACKING_NUMBER_PLACEHOLDER).join(encodeURIComponent(trackingNumber));
}

/** How tracking reaches the seller's stores (GET /v1/userTrackSetting/{id}). */
export const TrackSetting = z.object({
  userId: z.string(),
  /** The store emails the buyer when an order is fulfilled with its tracking number. */
  notifyCustomer: z.boolean(),
  /** Empty: the carrier's own tracking page. */
  trackingUrlTemplate: z.string(),
  /** The carrier name the store shows, per shipping method code; methods left out show the method's carrier. */
  carrierNames: z.record(z.string(), z.string()),
  updatedAt: z.string().nullable(),
});
export type TrackSetting = z.infer<typeof TrackSetting>;

/** The whole new tracking setting (POST /v1/userTrackSetting, JSON); `userId` names the seller. */
export const TrackSettingUpdate = z.object({
  userId: z.string().min(1).max(64),
  notifyCustomer: formBool,
  trackingUrlTemplate: z.string().trim().max(2000).default(''),
  /** An empty name removes the override. */
  carrierNames: z.record(MethodCode, z.string().trim().max(CARRIER_NAME_MAX)).default({}),
});
export type TrackSettingUpdate = z.input<typeof TrackSettingUpdate>;

export const TrackSettingParams = z.object({ id: z.string().min(1).max(64) });
