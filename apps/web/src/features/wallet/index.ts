// The wallet feature's public surface: other features and the app shell use only these.
export { invalidateMyWallet } from './api/wallet-keys';
export { walletBalanceQueryOptions } from './api/wallet-balance';
