// The names are shared with the admin's fulfilment queue, so they live in lib.
export { fetchShippingMethods, useShippingMethodNames } from '@/lib/shipping-method-names';
