import { describe, expect, it } from 'vitest';
import { moved } from './images-editor';
import {
  centsToDollars,
  combinations,
  costToCents,
  regenerate,
  toFormValues,
  toProductWrite,
  usableAxes,
  variantsFit,
  type VariantRow,
} from './product-values';
import { fieldOf } from './server-errors';

describe('cost cells: dollars as typed to integer cents', () => {
  it.each([
    ['12.50', 1250],
    ['12.5', 1250],
    ['12', 1200],
    ['0.29', 29],
    ['0.57', 57],
    ['1.13', 113],
    ['19.99', 1999],
    ['4.35', 435],
    [' $8.20 ', 820],
    ['1,299.99', 129999],
    ['12,50', 1250],
    ['100000', 10_000_000],
  ])('%s is %i cents, without floating-point error', (typed, cents) => {
    expect(costToCents(typed)).toBe(cents);
  });

  it.each(['', '0', '0.00', '-1', '12.345', 'abc', '1e3', '100000.01', '12.5.0'])('refuses %j', (typed) => {
    expect(costToCents(typed)).toBeNull();
  });

  it('shows cents back as dollars with two decimals', () => {
    expect([1250, 29, 1, 100, 129999].map(centsToDollars)).toEqual(['12.50', '0.29', '0.01', '1.00', '1299.99']);
    for (const cents of [1, 29, 57, 113, 1999, 129999]) expect(costToCents(centsToDollars(cents))).toBe(cents);
  });
});

describe('variants from option axes', () => {
  const color = { name: 'Color', values: ['Red', 'Blue'] };
  const size = { name: 'Size', values: ['S', 'M', 'L'] };
  const row = (options: Record<string, string>, over: Partial<VariantRow> = {}): VariantRow => ({
    sku: '',
    options,
    cost: '',
    stock: null,
    weightG: null,
    image: null,
    ...over,
  });

  it('makes every combination, the first axis slowest', () => {
    expect(combinations([color, size])).toEqual([
      { Color: 'Red', Size: 'S' },
      { Color: 'Red', Size: 'M' },
      { Color: 'Red', Size: 'L' },
      { Color: 'Blue', Size: 'S' },
      { Color: 'Blue', Size: 'M' },
      { Color: 'Blue', Size: 'L' },
    ]);
    expect(combinations([])).toEqual([{}]);
    expect(combinations([color, { name: 'Size', values: [] }])).toEqual([]);
  });

  it('uses only axes with a name and values, values trimmed and once each', () => {
    expect(
      usableAxes([{ name: ' Color ', values: ['Red', ' Red', 'Blue', ''] }, { name: '', values: ['x'] }, { name: 'Size' }]),
    ).toEqual([{ name: 'Color', values: ['Red', 'Blue'] }]);
  });

  it('keeps the rows whose combination stays, and starts new rows from the first row', () => {
    const before = [
      row({ Color: 'Red' }, { id: 7, sku: 'MUG-RED', cost: '4.50', stock: 10, weightG: 300 }),
      row({ Color: 'Blue' }, { id: 8, sku: 'MUG-BLUE', cost: '4.75', stock: 3, weightG: 310 }),
    ];
    const after = regenerate([{ name: 'Color', values: ['Blue', 'Green'] }], before, 250);
    expect(after).toEqual([
      row({ Color: 'Blue' }, { id: 8, sku: 'MUG-BLUE', cost: '4.75', stock: 3, weightG: 310 }),
      row({ Color: 'Green' }, { sku: '', cost: '4.50', stock: 10, weightG: 300 }),
    ]);
    const empty = regenerate([color], [], 250);
    expect(empty.map((r) => [r.options, r.weightG, r.cost])).toEqual([
      [{ Color: 'Red' }, 250, ''],
      [{ Color: 'Blue' }, 250, ''],
    ]);
  });
});

describe('a grid that no longer fits its options', () => {
  const r = (options: Record<string, string>): VariantRow => ({
    sku: 'X',
    options,
    cost: '1',
    stock: 1,
    weightG: 1,
    image: null,
  });
  it('is told apart from one that fits', () => {
    const color = [{ name: 'Color', values: ['Red', 'Blue'] }];
    expect(variantsFit(color, [r({ Color: 'Red' }), r({ Color: 'Blue' })])).toBe(true);
    expect(variantsFit([], [r({})])).toBe(true);
    expect(variantsFit(color, [r({})])).toBe(false);
    expect(variantsFit(color, [r({ Color: 'Green' })])).toBe(false);
    expect(variantsFit([], [r({ Color: 'Red' })])).toBe(false);
  });
});

describe('the form and the request body', () => {
  it('sends integer cents, numbers defaulted, and only complete axes', () => {
    const values = {
      ...toFormValues(),
      title: '  Enamel mug ',
      supplierId: 3,
      categoryId: 'home-kitchen',
      warehouseCode: 'CN-SZ',
      templateId: 2,
      weightG: 300,
      options: [{ name: 'Color', values: ['Red'] }, { name: '' }],
      variants: [{ sku: ' MUG-1 ', options: { Color: 'Red' }, cost: '0.29', stock: 5, weightG: null, image: null }],
    };
    expect(toProductWrite(values)).toMatchObject({
      title: 'Enamel mug',
      options: [{ name: 'Color', values: ['Red'] }],
      lengthMm: 0,
      variants: [{ sku: 'MUG-1', costCents: 29, stock: 5, weightG: 300, image: null }],
    });
  });

  it('names the form field of a server field path', () => {
    expect(fieldOf('variants.2.costCents')).toEqual(['variants', 2, 'cost']);
    expect(fieldOf('variants.0.sku')).toEqual(['variants', 0, 'sku']);
    expect(fieldOf('variants.1.options.Color')).toEqual(['variants', 1, 'sku']);
    expect(fieldOf('images.3')).toEqual(['images']);
    expect(fieldOf('options.0.values.2')).toEqual(['options', 0, 'values']);
    expect(fieldOf('title')).toEqual(['title']);
    expect(fieldOf('body')).toBeNull();
  });

  it('moves a picture earlier or later, not past either end', () => {
    expect(moved(['a', 'b', 'c'], 2, -1)).toEqual(['a', 'c', 'b']);
    expect(moved(['a', 'b', 'c'], 0, 1)).toEqual(['b', 'a', 'c']);
    expect(moved(['a', 'b', 'c'], 0, -1)).toEqual(['a', 'b', 'c']);
  });
});
