import type { OptionAxis } from '@dropport/contracts';
import type { Db } from '../../database.js';
import { insertProducts, loadLookups, type ProductInput, type VariantInput } from '../../../modules/catalogue/product-writer.js';
import { artPath } from '../../../modules/market/art.js';
import { CATEGORY_TREE, type OptionKind } from './categories.js';
import { DEMO_TEMPLATES } from './templates.js';

/** A small deterministic random source (mulberry32), so every fresh database gets the same demo catalogue. */
export function prng(seed: number) {
  let a = seed >>> 0;
  const next = () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const int = (min: number, max: number) => min + Math.floor(next() * (max - min + 1));
  const pick = <T>(xs: readonly T[]): T => xs[Math.floor(next() * xs.length)] as T;
  const some = <T>(xs: readonly T[], min: number, max: number): T[] => {
    const pool = [...xs];
    const n = Math.min(pool.length, int(min, max));
    const out: T[] = [];
    for (let i = 0; i < n; i++) out.push(pool.splice(Math.floor(next() * pool.length), 1)[0] as T);
    return out;
  };
  return { next, int, pick, some };
}
type Rand = ReturnType<typeof prng>;

const ADJECTIVES = [
  'Minimalist',
  'Vintage',
  'Premium',
  'Compact',
  'Portable',
  'Classic',
  'Modern',
  'Lightweight',
  'Foldable',
  'Ergonomic',
  'Eco-Friendly',
  'Handmade',
  'Luxury',
  'Waterproof',
  'Adjustable',
  'Boho',
  'Nordic',
  'Retro',
  'Soft-Touch',
  'Heavy-Duty',
];
const QUALIFIERS = [
  'Cotton',
  'Bamboo',
  'Stainless Steel',
  'Silicone',
  'Linen',
  'Leather-Look',
  'Ceramic',
  'Aluminium',
  'Recycled',
  'Quick-Dry',
  'Anti-Slip',
  'Magnetic',
  'Rechargeable',
  'Wireless',
  'Breathable',
  'Oversized',
];
const SUFFIXES = [
  '',
  '',
  '',
  ' with Gift Box',
  ' for Travel',
  ' 2-Pack',
  ' for Home and Office',
  ' with Storage Pouch',
  ' Set',
  ' for Kids',
  ' Pro',
];
const FEATURES = [
  'Sturdy stitching and reinforced edges for daily use',
  'Easy to clean: wipe with a damp cloth',
  'Packs flat and weighs almost nothing',
  'Tested for fading after 50 washes',
  'Rounded corners, no sharp edges',
  'Gift-ready packaging with a thank-you card slot',
  'Anti-slip base keeps it in place',
  'Free of BPA and phthalates',
  'Fits most standard sizes',
  'Quiet operation under 40 dB',
  'Six-month supplier warranty on defects',
  'Colour-matched accessories available',
  'Ships in a recyclable carton',
  'Assembled in under two minutes, no tools',
];
const SCENES = [
  'Built for everyday use and tough enough for travel.',
  'A best seller with buyers who care about details.',
  'Designed to photograph well for your store listing.',
  'A favourite for bundles and seasonal campaigns.',
  'Low return rate and steady reviews from buyers.',
];
const COLOURS = ['Black', 'White', 'Grey', 'Navy', 'Beige', 'Olive', 'Pink', 'Sky Blue', 'Red', 'Mustard', 'Lavender', 'Brown'];
const SIZES = ['XS', 'S', 'M', 'L', 'XL', 'XXL'];
const SHOE_SIZES = ['EU 36', 'EU 37', 'EU 38', 'EU 39', 'EU 40', 'EU 41', 'EU 42', 'EU 43', 'EU 44'];
const CAPACITIES = ['350 ml', '500 ml', '750 ml', '1 L'];
const PLUGS = ['US plug', 'EU plug', 'UK plug', 'AU plug'];
const SCENTS = ['Lavender', 'Eucalyptus', 'Vanilla', 'Sandalwood', 'Citrus'];
const SUPPLIER_WORDS = [
  'Bright',
  'Harbor',
  'Jade',
  'Lotus',
  'Pearl',
  'Summit',
  'Golden',
  'Swift',
  'Maple',
  'Orchid',
  'Coral',
  'Zen',
];
const SUPPLIER_KINDS = [
  'Trading',
  'Manufacturing',
  'Supply Chain',
  'Home Goods',
  'Electronics',
  'Textiles',
  'Crafts',
  'Outfitters',
];
const WAREHOUSE_MIX = [
  'CN-SZ',
  'CN-SZ',
  'CN-SZ',
  'CN-SZ',
  'CN-SZ',
  'CN-YW',
  'CN-YW',
  'CN-YW',
  'US-CA',
  'US-NJ',
  'DE-FR',
  'GB-LN',
  'AU-SY',
  'BR-SP',
];
const DAY = 86_400_000;

function axes(kind: OptionKind, r: Rand): OptionAxis[] {
  switch (kind) {
    case 'apparel':
      return [
        { name: 'Color', values: r.some(COLOURS, 2, 3) },
        { name: 'Size', values: SIZES.slice(r.int(0, 1), r.int(4, 6)) },
      ];
    case 'shoes':
      return [
        { name: 'Color', values: r.some(COLOURS, 1, 3) },
        { name: 'Size', values: SHOE_SIZES.slice(r.int(0, 3), r.int(6, 9)) },
      ];
    case 'colour':
      return [{ name: 'Color', values: r.some(COLOURS, 2, 5) }];
    case 'capacity':
      return [{ name: 'Capacity', values: CAPACITIES.slice(r.int(0, 1), r.int(3, 4)) }];
    case 'plug':
      return [{ name: 'Plug', values: PLUGS.slice(0, r.int(2, 4)) }];
    case 'scent':
      return [{ name: 'Scent', values: r.some(SCENTS, 2, 4) }];
    default:
      return [];
  }
}

/** Every combination of the axes' values: [{Color: 'Red', Size: 'M'}, ...]. */
function combinations(options: OptionAxis[]): Record<string, string>[] {
  return options.reduce<Record<string, string>[]>(
    (acc, axis) => acc.flatMap((combo) => axis.values.map((v) => ({ ...combo, [axis.name]: v }))),
    [{}],
  );
}

const slug = (s: string) =>
  s
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');

export interface CatalogueSeedOptions {
  products: number;
  now: number;
  /** Products are spread over this many past days (newest last). */
  spreadDays?: number;
  seed?: number;
  /** Told after each written batch (seed:large shows progress). */
  onProgress?: (written: number) => void;
  /** Set each warehouse up for sellers' own stock (its template and fees); on unless the schema predates it. */
  stockingWarehouses?: boolean;
}

/**
 * Writes the demo catalogue: warehouses exist already (migration); adds suppliers, the category tree, shipping
 * templates (each warehouse ships sellers' own stock with one of them) and `products` products with variants. Does nothing when categories exist (the catalogue is seeded).
 */
export async function seedCatalogue(db: Db, o: CatalogueSeedOptions): Promise<{ products: number; skipped: boolean }> {
  const already = await db.selectFrom('categories').select('id').limit(1).executeTakeFirst();
  if (already) return { products: 0, skipped: true };
  const r = prng(o.seed ?? 20261123);
  const now = o.now;

  await db
    .insertInto('categories')
    .values(
      CATEGORY_TREE.flatMap(([id, en, es, pt, leaves], i) => [
        { id, parent_id: null, name_en: en, name_es: es, name_pt: pt, sort: (i + 1) * 10, created_at: now, updated_at: now },
        ...leaves.map(([lid, len, les, lpt], j) => ({
          id: lid,
          parent_id: id,
          name_en: len,
          name_es: les,
          name_pt: lpt,
          sort: (j + 1) * 10,
          created_at: now,
          updated_at: now,
        })),
      ]),
    )
    .execute();

  const supplierIds: number[] = [];
  for (let i = 0; i < 40; i++) {
    const row = await db
      .insertInto('suppliers')
      .values({
        name: `${r.pick(SUPPLIER_WORDS)} ${r.pick(SUPPLIER_WORDS)} ${r.pick(SUPPLIER_KINDS)} Co., Ltd.`,
        country_code: i < 32 ? 'CN' : r.pick(['US', 'DE', 'GB', 'AU', 'BR']),
        rating: r.int(38, 50),
        created_at: now,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    supplierIds.push(Number(row.id));
  }

  const templateFor = new Map<string, number[]>();
  for (const t of DEMO_TEMPLATES) {
    const row = await db
      .insertInto('shipping_templates')
      .values({ name: t.name, created_at: now, updated_at: now })
      .returning('id')
      .executeTakeFirstOrThrow();
    const id = Number(row.id);
    for (let i = 0; i < t.rules.length; i += 500)
      await db
        .insertInto('shipping_template_rules')
        .values(t.rules.slice(i, i + 500).map((rule) => ({ ...rule, template_id: id })))
        .execute();
    for (const w of t.warehouses) templateFor.set(w, [...(templateFor.get(w) ?? []), id]);
  }
  // Sellers' own stock ships with each warehouse's first template, for a fulfilment fee per unit (less in China,
  // where the suppliers are); stock bought ahead reaches China's shelves in days, the others' in two weeks. Storage
  // is free in the demo.
  for (const [code, ids] of o.stockingWarehouses === false ? [] : templateFor) {
    const china = code.startsWith('CN-');
    await db
      .updateTable('warehouses')
      .set({ template_id: ids[0] ?? null, fulfilment_fee_cents: china ? 80 : 150, lead_days: china ? 3 : 14 })
      .where('code', '=', code)
      .execute();
  }

  const leaves = CATEGORY_TREE.flatMap(([, , , , ls]) => ls);
  const lk = await loadLookups(db);
  const spread = (o.spreadDays ?? 240) * DAY;
  const BATCH = 2000;
  let written = 0;
  for (let start = 0; start < o.products; start += BATCH) {
    const batch: (ProductInput & { createdAt: number })[] = [];
    for (let n = start; n < Math.min(o.products, start + BATCH); n++) {
      const [categoryId, , , , nouns, kind] = leaves[n % leaves.length] ?? leaves[0]!;
      const noun = r.pick(nouns);
      const title = `${r.pick(ADJECTIVES)} ${r.pick(QUALIFIERS)} ${noun}${r.pick(SUFFIXES)}`;
      const options = axes(kind, r);
      const base = r.int(120, 3800);
      const weight = r.int(40, kind === 'none' ? 2400 : 900);
      const hue = r.int(0, 359);
      const shape = r.int(0, 7);
      const images = [0, 1, 2].map((k) => artPath(shape, (hue + k * 40) % 360, slug(noun)));
      const variants: VariantInput[] = combinations(options).map((combo, i) => ({
        sku: `DP${String(n + 1).padStart(6, '0')}-${String(i + 1).padStart(2, '0')}`,
        options: combo,
        costCents: base + i * r.int(0, 40),
        stock: r.next() < 0.06 ? 0 : r.int(5, 2500),
        weightG: weight + i * 5,
        image: options.length ? artPath(shape, (hue + i * 25) % 360, slug(noun)) : null,
      }));
      const warehouse = r.pick(WAREHOUSE_MIX);
      const templates = templateFor.get(warehouse) ?? [];
      const bulky = weight > 1200 && templates.length > 1;
      batch.push({
        supplierId: r.pick(supplierIds),
        categoryId,
        title,
        description: describe(title, noun, r),
        images,
        attributes: [
          { name: 'Material', value: r.pick(QUALIFIERS) },
          { name: 'Style', value: r.pick(ADJECTIVES) },
          { name: 'Package', value: `1 × ${noun}` },
        ],
        tags: [slug(noun), categoryId, r.pick(ADJECTIVES).toLowerCase()],
        options,
        weightG: weight,
        lengthMm: r.int(50, 600),
        widthMm: r.int(30, 400),
        heightMm: r.int(10, 250),
        warehouseCode: warehouse,
        templateId: (bulky ? templates[1] : templates[0]) ?? 0,
        status: r.next() < 0.03 ? 'inactive' : 'active',
        visibility: 'public',
        variants,
        // Spread over the past months in input order, so ids and creation times rise together.
        createdAt: now - spread + Math.floor(((n + 1) / o.products) * spread),
      });
    }
    await insertProducts(db, batch, lk, now);
    written += batch.length;
    o.onProgress?.(written);
  }
  await seedPopularity(db, r);
  return { products: written, skipped: false };
}

function describe(title: string, noun: string, r: Rand): string {
  const features = r.some(FEATURES, 3, 5);
  return [
    `${title}. ${r.pick(SCENES)}`,
    '',
    '## Highlights',
    '',
    ...features.map((f) => `- ${f}`),
    '',
    '## In the box',
    '',
    `1 × ${noun}, packed in a protective sleeve.`,
  ].join('\n');
}

/** Gives about one product in twelve recent import activity, so the hot collection has a ranking from day one. */
async function seedPopularity(db: Db, r: Rand): Promise<void> {
  const ids = await db.selectFrom('products').select('id').where('listed', '=', 1).execute();
  const hot = ids.filter(() => r.next() < 1 / 12);
  const byScore = new Map<number, number[]>();
  for (const { id } of hot) {
    const score = Math.floor(1 + 400 * r.next() ** 3);
    byScore.set(score, [...(byScore.get(score) ?? []), Number(id)]);
  }
  for (const [score, group] of byScore)
    for (let i = 0; i < group.length; i += 500)
      await db
        .updateTable('products')
        .set({ popularity: score })
        .where('id', 'in', group.slice(i, i + 500))
        .execute();
}
