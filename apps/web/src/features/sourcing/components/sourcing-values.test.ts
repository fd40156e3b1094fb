import { dollarsToCents } from '@dropport/contracts';
import { describe, expect, it } from 'vitest';
import { costProblem, isWebLink, toSourcingCreate } from './sourcing-values';

describe('target cost in dollars to cents', () => {
  it.each([
    ['0.29', 29],
    ['4.5', 450],
    ['19.99', 1999],
    ['1.1', 110],
    ['7', 700],
    ['$ 12.05', 1205],
    ['1,299.99', 129999],
    ['12,50', 1250],
    ['1.299,99', 129999],
    [' 0.07 ', 7],
  ])('reads %s as %i cents, without floating-point drift', (typed, cents) => {
    expect(dollarsToCents(typed)).toBe(cents);
  });

  it.each(['', '0', '0.00', '-3', '1.005', '12,345.6.7', 'abc', '1e3', '12,3456', '1.299'])('refuses %s', (typed) => {
    expect(dollarsToCents(typed)).toBeNull();
  });

  it('says what is wrong with a typed cost', () => {
    expect(costProblem(undefined)).toBe('costRequired');
    expect(costProblem('  ')).toBe('costRequired');
    expect(costProblem('4.567')).toBe('costInvalid');
    expect(costProblem('100000.01')).toBe('costTooHigh');
    expect(costProblem('100000')).toBeNull();
  });
});

describe('the request body of the form', () => {
  it('sends cents, leaves out empty texts and trims the rest', () => {
    expect(
      toSourcingCreate({ productUrl: '  ', description: ' Foldable stand ', images: [], targetCost: '0.29', quantity: 3 }),
    ).toEqual({ description: 'Foldable stand', images: [], targetCostCents: 29, quantity: 3 });
    expect(
      toSourcingCreate({
        productUrl: 'https://shop.example/p/1',
        images: ['/files/A'],
        targetCost: '1,299.99',
        quantity: 10,
        shipToCountry: 'DE',
      }),
    ).toEqual({
      productUrl: 'https://shop.example/p/1',
      images: ['/files/A'],
      targetCostCents: 129999,
      quantity: 10,
      shipToCountry: 'DE',
    });
  });

  it('takes only http(s) links with a real host', () => {
    expect(isWebLink('https://www.aliexpress.com/item/1.html')).toBe(true);
    expect(isWebLink('ftp://files.example/x')).toBe(false);
    expect(isWebLink('javascript:alert(1)')).toBe(false);
    expect(isWebLink('shop.example/p/1')).toBe(false);
  });
});
