import { STORE_CURRENCIES, type ExchangeRates, type StoreCurrency } from '@dropport/contracts';

/**
 * Units of each store currency per US dollar when EXCHANGE_RATES does not name it: rounded demo values, not market
 * data. Anyone pricing real stores sets their own (and updates them as the market moves).
 */
export const DEFAULT_EXCHANGE_RATES: Readonly<Record<StoreCurrency, string>> = {
  USD: '1',
  EUR: '0.92',
  GBP: '0.79',
  CAD: '1.36',
  AUD: '1.52',
  BRL: '5.40',
  MXN: '17.10',
};

// A positive decimal with at most six decimals: the rate is kept in millionths, read digit by digit.
const RATE = /^(\d{1,6})(?:\.(\d{1,6}))?$/;

function toMicros(text: string): number | null {
  const m = RATE.exec(text);
  if (!m) return null;
  const micros = Number(m[1]) * 1_000_000 + Number((m[2] ?? '').padEnd(6, '0'));
  return micros > 0 ? micros : null;
}

/**
 * Reads `EUR=0.92,GBP=0.79` into millionths per USD for every store currency: named ones as given, the rest from
 * DEFAULT_EXCHANGE_RATES. Answers the problems instead when a currency is unknown or repeated, a rate is not a
 * positive decimal with up to six decimals, or USD is anything but 1.
 */
export function parseExchangeRates(text: string | undefined): { rates: ExchangeRates } | { problems: string[] } {
  const given = new Map<string, string>();
  const problems: string[] = [];
  for (const part of (text ?? '').split(',')) {
    const entry = part.trim();
    if (entry === '') continue;
    const eq = entry.indexOf('=');
    const code = (eq < 0 ? entry : entry.slice(0, eq)).trim().toUpperCase();
    const value = eq < 0 ? '' : entry.slice(eq + 1).trim();
    if (!(STORE_CURRENCIES as readonly string[]).includes(code)) {
      problems.push(`${code || entry}: not a store currency (${STORE_CURRENCIES.join(', ')})`);
    } else if (given.has(code)) {
      problems.push(`${code}: given twice`);
    } else {
      given.set(code, value);
    }
  }
  const rates = {} as Record<StoreCurrency, number>;
  for (const currency of STORE_CURRENCIES) {
    const value = given.get(currency) ?? DEFAULT_EXCHANGE_RATES[currency];
    const micros = toMicros(value);
    if (micros === null)
      problems.push(`${currency}=${value}: the rate must be a positive number like 0.92 (six decimals at most)`);
    else if (currency === 'USD' && micros !== 1_000_000) problems.push(`USD=${value}: USD is the base currency, its rate is 1`);
    else rates[currency] = micros;
  }
  return problems.length ? { problems } : { rates };
}
