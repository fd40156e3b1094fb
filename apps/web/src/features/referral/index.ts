// The referral feature's public surface: other features (the admin's referral pages) use only these.
export { WithdrawalMethodName, WithdrawalStatusTag } from './components/tags';
