/** The admin page of one seller's wallet. */
export const walletPath = (userId: string) => `/admin/wallets/${encodeURIComponent(userId)}`;
