import { describe, expect, it } from 'vitest';
import { figuresOf, formOf, formProblem, patchOf, priceRange, typedCents, type DraftForm } from './draft-form';
import { aDraft, aVariant } from './test/fake-import-list';

const custom = (text: string) => ({ kind: 'custom' as const, text });

describe('import list editor state', () => {
  it('reads typed dollars exactly, an empty field following the rules', () => {
    expect(typedCents({ kind: 'rule' })).toBeNull();
    expect(typedCents(custom('  '))).toBeNull();
    expect(typedCents(custom('12'))).toBe(1200);
    expect(typedCents(custom('12,5'))).toBe(1250);
    expect(typedCents(custom('$ 0.07'))).toBe(7);
    expect(typedCents(custom('1,299.99'))).toBe(129999);
    for (const bad of ['0', '12.345', 'abc', '-3', '100000.01']) expect(typedCents(custom(bad)), bad).toBe('invalid');
    expect(typedCents(custom('100000'))).toBe(10_000_000);
  });

  it('starts from the saved item, overrides in the locale’s own way', () => {
    const draft = aDraft('i1', {
      variants: [aVariant(1, { priceOverrideCents: 1250, compareAtOverrideCents: 2000 }), aVariant(2)],
    });
    const form = formOf(draft, 'pt-BR');
    expect(form.variants[1]).toEqual({ selected: true, price: custom('12,50'), compareAt: custom('20') });
    expect(form.variants[2]).toEqual({ selected: true, price: { kind: 'rule' }, compareAt: { kind: 'rule' } });
    expect(patchOf(draft, form)).toBeUndefined();
  });

  it('works out price, profit and warnings as the seller types', () => {
    const v = aVariant(1, { costCents: 500, shippingCents: 300, rulePriceCents: 1099, compareAtCents: 1699 });
    const rule = { selected: true, price: { kind: 'rule' as const }, compareAt: { kind: 'rule' as const } };
    expect(figuresOf(v, rule)).toEqual({
      priceCents: 1099,
      compareAtCents: 1699,
      profitCents: 299,
      belowCost: false,
      problem: null,
    });
    expect(figuresOf(v, { ...rule, price: custom('7.5') })).toMatchObject({ priceCents: 750, profitCents: -50, belowCost: true });
    expect(figuresOf(v, { ...rule, price: custom('8') })).toMatchObject({ profitCents: 0, belowCost: false });
    expect(figuresOf(v, { ...rule, price: custom('8.x') }).problem).toBe('priceInvalid');
    expect(figuresOf(v, { ...rule, price: custom('20'), compareAt: custom('20') }).problem).toBe('compareAtTooLow');
    expect(figuresOf(v, { ...rule, compareAt: custom('10.99') }).problem).toBe('compareAtTooLow');
    expect(figuresOf(v, { ...rule, compareAt: custom('x') }).problem).toBe('compareAtInvalid');
    expect(figuresOf(v, { ...rule, price: custom('20'), compareAt: custom('25') })).toMatchObject({
      priceCents: 2000,
      compareAtCents: 2500,
      problem: null,
    });
    // Nothing ships to the default country: no profit figure, below cost judged on the cost alone.
    const noShip = { ...v, shippingCents: null };
    expect(figuresOf(noShip, { ...rule, price: custom('6') })).toMatchObject({ profitCents: null, belowCost: false });
  });

  it('sends only what changed, a cleared price going back to the rules', () => {
    const draft = aDraft('i1', { variants: [aVariant(1, { priceOverrideCents: 1500 }), aVariant(2), aVariant(3)] });
    const form: DraftForm = formOf(draft, 'en-US');
    form.title = '  New title ';
    form.tags = ['yoga', 'gift'];
    form.images = [draft.images[2]!, draft.images[0]!];
    form.variants[1] = { ...form.variants[1]!, price: custom('') };
    form.variants[2] = { ...form.variants[2]!, selected: false, compareAt: custom('30') };
    form.variants[3] = { ...form.variants[3]!, price: custom('12.x') };
    expect(patchOf(draft, form)).toEqual({
      title: 'New title',
      tags: ['yoga', 'gift'],
      images: ['/img/i1-3.svg', '/img/i1-1.svg'],
      variants: [
        { id: 1, priceCents: null },
        { id: 2, selected: false, compareAtCents: 3000 },
      ],
    });
    expect(formProblem(draft, form)).toBe('variantPrices');
  });

  it('says why a form cannot be saved', () => {
    const draft = aDraft('i1');
    const ok = formOf(draft, 'en-US');
    expect(formProblem(draft, ok)).toBeNull();
    expect(formProblem(draft, { ...ok, title: '   ' })).toBe('titleRequired');
    expect(formProblem(draft, { ...ok, title: 'x'.repeat(256) })).toBe('titleTooLong');
    expect(formProblem(draft, { ...ok, images: [] })).toBe('imagesRequired');
    const none = Object.fromEntries(Object.entries(ok.variants).map(([id, v]) => [id, { ...v, selected: false }]));
    expect(formProblem(draft, { ...ok, variants: none })).toBe('variantRequired');
  });

  it('spans the prices of the selected variants', () => {
    const draft = aDraft('i1', {
      variants: [
        aVariant(1, { priceCents: 900 }),
        aVariant(2, { priceCents: 2500, selected: false }),
        aVariant(3, { priceCents: 1200 }),
      ],
    });
    expect(priceRange(draft)).toEqual([900, 1200]);
    expect(priceRange({ ...draft, variants: draft.variants.map((v) => ({ ...v, selected: false })) })).toEqual([900, 2500]);
    expect(priceRange({ ...draft, variants: [] })).toBeNull();
  });
});
