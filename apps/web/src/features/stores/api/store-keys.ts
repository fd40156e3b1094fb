export const storeKeys = {
  all: ['stores'] as const,
  mine: () => [...storeKeys.all, 'mine'] as const,
  ofUser: (userId: string) => [...storeKeys.all, 'user', userId] as const,
  embed: (shop: string, host: string) => [...storeKeys.all, 'embed', shop, host] as const,
};
