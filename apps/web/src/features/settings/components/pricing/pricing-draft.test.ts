import { DEFAULT_PRICE_RULE_SET } from '@dropport/contracts';
import { describe, expect, it } from 'vitest';
import {
  draftOf,
  multiplierText,
  readCents,
  readDraft,
  readMultiplier,
  removeRange,
  splitLast,
  updateRange,
} from './pricing-draft';

describe('pricing draft', () => {
  it.each([
    ['12', 1200],
    ['12.5', 1250],
    ['12,50', 1250],
    ['$ 8', 800],
    ['0', 0],
    ['0.00', 0],
    ['US$0,0', 0],
    ['', null],
    ['12.345', null],
    ['-1', null],
    ['abc', null],
  ])('reads the amount %j as %s cents', (text, cents) => {
    expect(readCents(text)).toBe(cents);
  });

  it.each([
    ['2', 2000],
    ['1.8', 1800],
    ['x2,5', 2500],
    ['×1.25', 1250],
    ['1.', 1000],
    ['1.2345', null],
    ['', null],
    ['two', null],
  ])('reads the multiplier %j as %s thousandths', (text, milli) => {
    expect(readMultiplier(text)).toBe(milli);
  });

  it('writes multipliers back as typed, with the locale decimal mark', () => {
    expect(multiplierText(2000, 'en-US')).toBe('2');
    expect(multiplierText(1850, 'en-US')).toBe('1.85');
    expect(multiplierText(1005, 'es-ES')).toBe('1,005');
  });

  it('reads a saved set back unchanged, in any language', () => {
    for (const locale of ['en-US', 'es-ES', 'pt-BR']) {
      const read = readDraft(draftOf(DEFAULT_PRICE_RULE_SET, locale));
      expect(read).toMatchObject({ set: DEFAULT_PRICE_RULE_SET, mins: [0, 1000, 3000], fields: [], problem: null });
    }
  });

  it('keeps ranges contiguous through splits, merges and edits', () => {
    let d = draftOf(DEFAULT_PRICE_RULE_SET, 'en-US');
    d = splitLast(d, 3000, 'en-US');
    expect(readDraft(d).set?.rules.map((r) => [r.minCostCents, r.maxCostCents])).toEqual([
      [0, 1000],
      [1000, 3000],
      [3000, 6000],
      [6000, null],
    ]);
    d = removeRange(d, 3);
    d = removeRange(d, 0);
    expect(readDraft(d).set?.rules.map((r) => [r.minCostCents, r.maxCostCents, r.value])).toEqual([
      [0, 3000, 1800],
      [3000, null, 1500],
    ]);
    expect(removeRange(removeRange(d, 0), 0).ranges).toHaveLength(1);
    expect(splitLast(removeRange(d, 0), 0, 'en-US').ranges[0]?.maxText).toBe('10');
  });

  it('lists unreadable fields and leaves the set out until they read', () => {
    let d = draftOf(DEFAULT_PRICE_RULE_SET, 'en-US');
    d = updateRange(d, 0, { maxText: 'ten' });
    d = updateRange(d, 2, { kind: 'fixed', valueText: '1.234' });
    d = { ...d, endingText: '9', compareKind: 'fixed', compareText: '' };
    const read = readDraft(d);
    expect(read.set).toBeNull();
    expect(read.mins).toEqual([0, null, 3000]);
    expect(read.fields).toEqual([
      { field: 'max', index: 0, kind: 'amount' },
      { field: 'value', index: 2, kind: 'amount' },
      { field: 'compare', kind: 'amount' },
      { field: 'ending' },
    ]);
    expect(
      readDraft({ ...d, endingOn: false, ranges: draftOf(DEFAULT_PRICE_RULE_SET, 'en-US').ranges, compareText: '2' }).set,
    ).toMatchObject({
      centsEnding: null,
      compareAt: { kind: 'fixed', value: 200 },
    });
  });

  it('checks a readable set as the server will', () => {
    const d = updateRange(draftOf(DEFAULT_PRICE_RULE_SET, 'en-US'), 1, { maxText: '5' });
    expect(readDraft(d).problem).toEqual({ code: 'PRICE_RULE_RANGE_INVALID', index: 1 });
  });
});
