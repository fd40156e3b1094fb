/** Query keys of the auth feature. */
export const authKeys = {
  all: ['auth'] as const,
  info: (userId: string) => [...authKeys.all, 'info', userId] as const,
};
