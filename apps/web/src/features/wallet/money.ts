// The wallet's amounts: minor units of the wallet's currency, written by the console's one money formatter.
export { formatCents } from '@/lib/money-text';
