import type { OptionAxis, Variant } from '@dropport/contracts';
import { describe, expect, it } from 'vitest';
import { choose, findVariant, initialChoice, isOffered, variantName } from './variants';

const AXES: OptionAxis[] = [
  { name: 'Color', values: ['Red', 'Blue'] },
  { name: 'Size', values: ['S', 'M', 'L'] },
];
const v = (id: number, Color: string, Size: string, stock = 10): Variant => ({
  id,
  sku: `SKU-${id}`,
  options: { Color, Size },
  costCents: 1000 + id,
  stock,
  weightG: 200,
  image: null,
});
// Blue comes in M and L only; the first Red is out of stock.
const VARIANTS = [v(1, 'Red', 'S', 0), v(2, 'Red', 'M'), v(3, 'Red', 'L'), v(4, 'Blue', 'M'), v(5, 'Blue', 'L')];

describe('variant choice', () => {
  it('starts on the first variant in stock', () => {
    expect(initialChoice(VARIANTS)).toEqual({ Color: 'Red', Size: 'M' });
    expect(initialChoice([v(9, 'Red', 'S', 0)])).toEqual({ Color: 'Red', Size: 'S' });
    expect(initialChoice([])).toEqual({});
  });

  it('finds the variant of a complete choice only', () => {
    expect(findVariant(VARIANTS, AXES, { Color: 'Blue', Size: 'L' })?.id).toBe(5);
    expect(findVariant(VARIANTS, AXES, { Color: 'Blue' })).toBeUndefined();
    expect(findVariant(VARIANTS, AXES, { Color: 'Blue', Size: 'S' })).toBeUndefined();
  });

  it('takes the single variant of a product without options', () => {
    const only = { ...v(7, '', ''), options: {} };
    expect(findVariant([only], [], {})?.id).toBe(7);
  });

  it('knows which values go with the other choices', () => {
    expect(isOffered(VARIANTS, AXES, { Color: 'Blue', Size: 'M' }, 'Size', 'S')).toBe(false);
    expect(isOffered(VARIANTS, AXES, { Color: 'Red', Size: 'M' }, 'Size', 'S')).toBe(true);
    expect(isOffered(VARIANTS, AXES, { Color: 'Red', Size: 'S' }, 'Color', 'Blue')).toBe(false);
  });

  it('moves the other choices to the nearest variant when a value does not go with them', () => {
    expect(choose(VARIANTS, AXES, { Color: 'Red', Size: 'L' }, 'Color', 'Blue')).toEqual({ Color: 'Blue', Size: 'L' });
    expect(choose(VARIANTS, AXES, { Color: 'Red', Size: 'S' }, 'Color', 'Blue')).toEqual({ Color: 'Blue', Size: 'M' });
  });

  it('names a variant by its values', () => {
    expect(variantName(VARIANTS[3]!, AXES)).toBe('Blue / M');
  });
});
