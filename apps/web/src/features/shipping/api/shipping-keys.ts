export const shippingKeys = {
  all: ['shipping'] as const,
  methods: () => [...shippingKeys.all, 'methods'] as const,
  defaults: (userId: string) => [...shippingKeys.all, 'defaults', userId] as const,
  track: (userId: string) => [...shippingKeys.all, 'track', userId] as const,
};
