/** Query keys of the account feature. */
export const accountKeys = {
  all: ['account'] as const,
  sessions: (userId: string) => [...accountKeys.all, 'sessions', userId] as const,
  twoFactor: (userId: string) => [...accountKeys.all, 'twoFactor', userId] as const,
  privacy: (userId: string) => [...accountKeys.all, 'privacy', userId] as const,
};

export const userPath = (userId: string) => `/v1/users/${encodeURIComponent(userId)}`;
