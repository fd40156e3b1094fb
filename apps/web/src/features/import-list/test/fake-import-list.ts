import type { ImportDraft, ImportVariant } from '@dropport/contracts';

export function aVariant(id: number, overrides: Partial<ImportVariant> = {}): ImportVariant {
  return {
    id,
    sku: `MAT-${id}`,
    options: { Color: id % 2 ? 'Blue' : 'Green' },
    image: null,
    costCents: 500,
    stock: 120,
    outOfStock: false,
    selected: true,
    shippingCents: 300,
    rulePriceCents: 1099,
    priceOverrideCents: null,
    priceCents: 1099,
    compareAtOverrideCents: null,
    compareAtCents: 1699,
    profitCents: 299,
    belowCost: false,
    ...overrides,
  };
}

/** An item of the import list: a yoga mat in two colours with three images, shipped to the US. */
export function aDraft(id: string, overrides: Partial<ImportDraft> = {}): ImportDraft {
  const images = [`/img/${id}-1.svg`, `/img/${id}-2.svg`, `/img/${id}-3.svg`];
  return {
    id,
    productId: 100 + Number(id.replace(/\D/g, '') || 0),
    addedAt: '2026-03-01T10:00:00.000Z',
    updatedAt: '2026-03-01T10:00:00.000Z',
    product: {
      title: `Supplier mat ${id}`,
      images,
      options: [{ name: 'Color', values: ['Blue', 'Green'] }],
      costMin: 500,
      costMax: 650,
      availability: 'available',
    },
    title: `Yoga mat ${id}`,
    description: '## Highlights\n\n- Thick',
    tags: ['yoga'],
    images,
    shipTo: 'US',
    currency: 'USD',
    variants: [
      aVariant(1),
      aVariant(2, { costCents: 650, rulePriceCents: 1399, priceCents: 1399, compareAtCents: 2099, profitCents: 449 }),
    ],
    ...overrides,
  };
}
