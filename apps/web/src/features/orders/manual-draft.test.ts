import { describe, expect, it } from 'vitest';
import { toCsv } from '@/lib/csv';
import { errorReport } from './csv-report';
import { draftBody, firstVariant, variantLabel, type DraftLine } from './manual-draft';
import { aProduct } from './test/fake-manual-orders';

const towel = aProduct(7);
const line = (over: Partial<DraftLine> = {}): DraftLine => ({ key: 'a', product: towel, variantId: 71, quantity: 2, ...over });
const address = { name: ' Ana ', address1: 'Rua 1', city: 'Lisboa', countryCode: 'PT' };

describe('a manual order draft', () => {
  it('is priced only once it has lines with a variant and a quantity, and the required address fields', () => {
    expect(draftBody([], address, undefined)).toBeNull();
    expect(draftBody([line({ variantId: null })], address, undefined)).toBeNull();
    expect(draftBody([line({ quantity: null })], address, undefined)).toBeNull();
    expect(draftBody([line()], { ...address, city: '  ' }, undefined)).toBeNull();
    expect(draftBody([line()], address, undefined)).toEqual({
      items: [{ variantId: 71, quantity: 2 }],
      address: {
        name: 'Ana',
        company: null,
        address1: 'Rua 1',
        address2: null,
        city: 'Lisboa',
        province: null,
        provinceCode: null,
        postalCode: null,
        countryCode: 'PT',
        phone: null,
      },
    });
  });

  it('names a chosen province by the list, keeps a typed one, and leaves out a half-typed email', () => {
    const provinces = [{ code: 'CA', name: 'California' }];
    const us = draftBody([line()], { ...address, countryCode: 'US', provinceCode: 'CA', customerEmail: 'ana@' }, provinces);
    expect(us?.address).toMatchObject({ province: 'California', provinceCode: 'CA' });
    expect(us).not.toHaveProperty('customerEmail');
    const typed = draftBody([line()], { ...address, province: 'Lisboa', customerEmail: 'ana@example.com' }, [], 'EXP');
    expect(typed).toMatchObject({
      address: { province: 'Lisboa', provinceCode: null },
      customerEmail: 'ana@example.com',
      shippingMethodCode: 'EXP',
    });
  });

  it('starts a line on the first variant in stock and names variants by their options', () => {
    const soldOutFirst = { ...towel, variants: [...towel.variants].reverse() };
    expect(firstVariant(soldOutFirst)?.id).toBe(71);
    expect(variantLabel(towel, towel.variants[1]!)).toBe('Grey / Large');
    expect(variantLabel({ ...towel, options: [] }, towel.variants[0]!)).toBe('TW-7-S');
  });
});

describe('the error report', () => {
  it('quotes what needs quoting and defuses what a spreadsheet would run as a formula', () => {
    // A negative number stays a number; text that starts like a formula is defused.
    expect(toCsv([['a,b', 'say "hi"', '=SUM(A1)', 12, '-1+1', -12.5]])).toBe('"a,b","say ""hi""",\'=SUM(A1),12,\'-1+1,-12.5\r\n');
    expect(errorReport([{ row: 4, code: 'SKU_UNKNOWN', message: 'No SKU X.' }])).toBe(
      'row,code,message\r\n4,SKU_UNKNOWN,No SKU X.\r\n',
    );
  });
});
