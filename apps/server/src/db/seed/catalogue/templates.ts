import { EU_COUNTRIES } from '@dropport/contracts';
/** The demo shipping templates: per method, the destinations served, a price zone each, and days. */

type Zone = 'A' | 'B' | 'C' | 'D';
const ZONE_FACTOR: Record<Zone, number> = { A: 1, B: 1.25, C: 1.6, D: 2 };

const ZONE_A = ['US', 'CA', 'GB', 'DE', 'FR', 'NL', 'BE', 'AU', 'JP', 'KR', 'SG', 'IE', 'AT', 'DK', 'SE', 'CH'];
const ZONE_B = [
  'ES',
  'IT',
  'PT',
  'PL',
  'CZ',
  'FI',
  'NO',
  'NZ',
  'IL',
  'AE',
  'SA',
  'GR',
  'HU',
  'RO',
  'SK',
  'SI',
  'HR',
  'LU',
  'EE',
  'LV',
  'LT',
  'BG',
  'CY',
  'MT',
];
const ZONE_C = ['MX', 'BR', 'CL', 'CO', 'PE', 'AR', 'ZA', 'TR', 'MY', 'TH', 'PH', 'ID', 'VN', 'IN'];
const zoneOf = (c: string): Zone => (ZONE_A.includes(c) ? 'A' : ZONE_B.includes(c) ? 'B' : ZONE_C.includes(c) ? 'C' : 'D');
export const EU_MEMBERS: string[] = [...EU_COUNTRIES];

export interface RuleSeed {
  method_code: string;
  country_code: string;
  first_weight_g: number;
  first_price_cents: number;
  additional_unit_g: number;
  additional_price_cents: number;
  days_min: number;
  days_max: number;
}

interface MethodPlan {
  method: string;
  /** Destinations; '*' adds the rule for every other country. */
  to: string[];
  first: number;
  perUnit: number;
  unitG: number;
  days: [number, number];
  /** Price and days grow with the destination's zone. */
  zoned: boolean;
}

function rules(plans: MethodPlan[]): RuleSeed[] {
  return plans.flatMap((p) =>
    p.to.map((country) => {
      const zone: Zone = country === '*' ? 'D' : p.zoned ? zoneOf(country) : 'A';
      const f = ZONE_FACTOR[zone];
      const extraDays = p.zoned ? { A: 0, B: 2, C: 5, D: 8 }[zone] : 0;
      return {
        method_code: p.method,
        country_code: country,
        first_weight_g: 100,
        first_price_cents: Math.round(p.first * f),
        additional_unit_g: p.unitG,
        additional_price_cents: Math.round(p.perUnit * f),
        days_min: p.days[0] + extraDays,
        days_max: p.days[1] + extraDays,
      };
    }),
  );
}

const FROM_CHINA = [...ZONE_A, ...ZONE_B, ...ZONE_C];
const FAST_LANES = [...ZONE_A, 'ES', 'IT', 'PT', 'PL', 'NO', 'NZ', 'MX', 'BR'];

/** Name, the warehouse codes it suits, and its rules. */
export const DEMO_TEMPLATES: { name: string; warehouses: string[]; rules: RuleSeed[] }[] = [
  {
    name: 'China small parcel',
    warehouses: ['CN-SZ', 'CN-YW'],
    rules: rules([
      { method: 'ECONOMY_POST', to: [...FROM_CHINA, '*'], first: 180, perUnit: 60, unitG: 100, days: [15, 30], zoned: true },
      { method: 'DP_STANDARD', to: [...FROM_CHINA, '*'], first: 420, perUnit: 95, unitG: 100, days: [7, 12], zoned: true },
      { method: 'YUNEXPRESS', to: FAST_LANES, first: 390, perUnit: 90, unitG: 100, days: [8, 15], zoned: true },
      { method: 'DP_EXPRESS', to: FAST_LANES, first: 1250, perUnit: 260, unitG: 100, days: [3, 6], zoned: true },
      { method: 'DHL_ECOMMERCE', to: ZONE_A, first: 890, perUnit: 180, unitG: 100, days: [6, 10], zoned: false },
    ]),
  },
  {
    name: 'China bulky parcel',
    warehouses: ['CN-SZ', 'CN-YW'],
    rules: rules([
      { method: 'DP_STANDARD', to: [...FROM_CHINA, '*'], first: 690, perUnit: 75, unitG: 250, days: [8, 14], zoned: true },
      { method: 'DP_EXPRESS', to: FAST_LANES, first: 1890, perUnit: 320, unitG: 250, days: [4, 7], zoned: true },
    ]),
  },
  {
    name: 'US warehouse',
    warehouses: ['US-CA', 'US-NJ'],
    rules: rules([
      { method: 'USPS_DP_LINE', to: ['US'], first: 450, perUnit: 40, unitG: 100, days: [2, 5], zoned: false },
      { method: 'DP_STANDARD', to: ['US', 'CA', 'MX'], first: 690, perUnit: 60, unitG: 100, days: [3, 7], zoned: false },
    ]),
  },
  {
    name: 'EU warehouse',
    warehouses: ['DE-FR'],
    rules: rules([
      { method: 'DHL_ECOMMERCE', to: EU_MEMBERS, first: 490, perUnit: 45, unitG: 100, days: [2, 5], zoned: false },
      { method: 'DP_STANDARD', to: [...EU_MEMBERS, 'GB', 'CH', 'NO'], first: 390, perUnit: 40, unitG: 100, days: [4, 8], zoned: false },
    ]),
  },
  {
    name: 'UK warehouse',
    warehouses: ['GB-LN'],
    rules: rules([
      { method: 'DP_STANDARD', to: ['GB', 'IE'], first: 350, perUnit: 35, unitG: 100, days: [1, 3], zoned: false },
      { method: 'DP_EXPRESS', to: ['GB'], first: 690, perUnit: 50, unitG: 100, days: [1, 2], zoned: false },
    ]),
  },
  {
    name: 'Australia warehouse',
    warehouses: ['AU-SY'],
    rules: rules([{ method: 'DP_STANDARD', to: ['AU', 'NZ'], first: 520, perUnit: 45, unitG: 100, days: [2, 6], zoned: false }]),
  },
  {
    name: 'Brazil warehouse',
    warehouses: ['BR-SP'],
    rules: rules([{ method: 'DP_STANDARD', to: ['BR'], first: 590, perUnit: 50, unitG: 100, days: [3, 8], zoned: false }]),
  },
]; // prettier-ignore
