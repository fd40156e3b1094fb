// The shipping feature's public surface: other features and the app shell use only these.
export { shippingDefaultsQueryOptions } from './api/shipping-defaults';
export { shippingMethodsQueryOptions, useShippingMethodNames } from './api/shipping-methods';
