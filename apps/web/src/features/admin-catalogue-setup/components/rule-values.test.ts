import { describe, expect, it } from 'vitest';
import type { ShippingTemplateRule } from '@dropport/contracts';
import { centsToPrice, draftOf, exampleQuotes, newDraft, parseRules, priceToCents, serverCell } from './rule-values';

const rule = (over: Partial<ShippingTemplateRule> = {}): ShippingTemplateRule => ({
  methodCode: 'DP_STANDARD',
  countryCode: 'DE',
  firstWeightG: 100,
  firstPriceCents: 420,
  additionalUnitG: 100,
  additionalPriceCents: 95,
  daysMin: 7,
  daysMax: 12,
  ...over,
});

describe('prices typed in dollars', () => {
  it('reads them to integer cents by their digits', () => {
    const cases: [string, number | null][] = [
      ['0.29', 29],
      ['4.2', 420],
      ['4,20', 420],
      ['$ 19.99', 1999],
      ['1,299.99', 129999],
      ['1.299,99', 129999],
      ['0', 0],
      ['0.00', 0],
      ['$0', 0],
      ['12', 1200],
      ['', null],
      ['-1', null],
      ['1.999', null],
      ['abc', null],
      ['4.2.1', null],
    ];
    for (const [typed, cents] of cases) expect(priceToCents(typed), typed).toBe(cents);
  });

  it('never meets a float error: every cent amount up to $1,000 goes to text and back unchanged', () => {
    const broken: number[] = [];
    for (let cents = 0; cents <= 100_000; cents++) {
      if (priceToCents(centsToPrice(cents)) !== cents || priceToCents(centsToPrice(cents, 'es-ES')) !== cents) broken.push(cents);
    }
    expect(broken).toEqual([]);
    expect(centsToPrice(29)).toBe('0.29');
    expect(centsToPrice(105, 'pt-BR')).toBe('1,05');
  });
});

describe('rows to rules', () => {
  it('turns drafts back into the rules they came from', () => {
    const rules = [rule(), rule({ countryCode: '*', firstPriceCents: 0, daysMin: 0 })];
    expect(parseRules(rules.map((r) => draftOf(r)))).toEqual({ rules, errors: [] });
  });

  it('marks each cell that does not read, days below the fewest and a repeated destination', () => {
    const a = { ...draftOf(rule()), firstPrice: '4.999', additionalUnitG: '0' };
    const b = { ...draftOf(rule({ methodCode: 'DP_EXPRESS' })), daysMax: '3' };
    const c = draftOf(rule({ firstPriceCents: 1 }));
    const d = newDraft();
    const { rules, errors } = parseRules([a, b, c, d]);
    expect(rules).toBeNull();
    expect(errors.map((e) => [e.key, e.field, e.message])).toEqual([
      [a.key, 'firstPrice', 'catalogueSetup.rules.errors.price'],
      [a.key, 'additionalUnitG', 'catalogueSetup.rules.errors.whole'],
      [d.key, 'methodCode', 'catalogueSetup.rules.errors.method'],
      [d.key, 'countryCode', 'catalogueSetup.rules.errors.country'],
      [d.key, 'firstPrice', 'catalogueSetup.rules.errors.price'],
      [d.key, 'additionalPrice', 'catalogueSetup.rules.errors.price'],
      [d.key, 'daysMin', 'catalogueSetup.rules.errors.whole'],
      [d.key, 'daysMax', 'catalogueSetup.rules.errors.whole'],
      [b.key, 'daysMax', 'catalogueSetup.rules.errors.days'],
    ]);
    // While `a` does not read, `c` is the only rule for (DE, DP_STANDARD); once it reads, `c` repeats it.
    const fixed = parseRules([{ ...a, firstPrice: '4.20', additionalUnitG: '100' }, c]);
    expect(fixed.errors.map((e) => [e.key, e.field, e.message])).toEqual([
      [c.key, 'countryCode', 'catalogueSetup.rules.errors.duplicate'],
    ]);
  });

  it('finds the cell a server refusal names', () => {
    const drafts = [draftOf(rule()), draftOf(rule({ countryCode: 'FR' }))];
    expect(serverCell(drafts, 'rules.1.firstPriceCents')).toEqual({ key: drafts[1]!.key, field: 'firstPrice' });
    expect(serverCell(drafts, 'rules.0.daysMax')).toEqual({ key: drafts[0]!.key, field: 'daysMax' });
    expect(serverCell(drafts, 'rules.5.daysMax')).toBeNull();
    expect(serverCell(drafts, 'name')).toBeNull();
  });
});

describe('the example parcel', () => {
  const drafts = [
    draftOf(rule()),
    draftOf(rule({ countryCode: '*', firstPriceCents: 900, daysMin: 10, daysMax: 20 })),
    draftOf(
      rule({
        methodCode: 'DP_EXPRESS',
        countryCode: 'FR',
        firstPriceCents: 1250,
        additionalPriceCents: 260,
        daysMin: 3,
        daysMax: 6,
      }),
    ),
  ];

  it("prices by the country's own rule over the `*` one, each further 100 g started counting in full", () => {
    // 500 g: 100 g first, then 4 further units.
    expect(exampleQuotes(drafts, 'DE', 500)).toEqual([
      { methodCode: 'DP_STANDARD', costCents: 420 + 4 * 95, daysMin: 7, daysMax: 12, byDefault: false },
    ]);
    // 501 g starts a fifth unit.
    expect(exampleQuotes(drafts, 'DE', 501)[0]?.costCents).toBe(420 + 5 * 95);
    expect(exampleQuotes(drafts, 'FR', 100)).toEqual([
      { methodCode: 'DP_STANDARD', costCents: 900, daysMin: 10, daysMax: 20, byDefault: true },
      { methodCode: 'DP_EXPRESS', costCents: 1250, daysMin: 3, daysMax: 6, byDefault: false },
    ]);
  });

  it('leaves out rows that do not read yet, and says nothing where no rule ships', () => {
    const typing = [{ ...drafts[0]!, firstPrice: '' }, drafts[2]!];
    expect(exampleQuotes(typing, 'DE', 500)).toEqual([]);
    expect(exampleQuotes(typing, 'FR', 500).map((q) => q.methodCode)).toEqual(['DP_EXPRESS']);
  });
});
