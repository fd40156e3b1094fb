import { describe, expect, it } from 'vitest';
import { clearNarrowing, collectionOfPath, narrows, readFilters, toMarketQuery, writeFilters } from './filters';

const read = (search: string) => readFilters(new URLSearchParams(search));

describe('market filters in the address', () => {
  it('reads every filter the address holds', () => {
    expect(read('q=yoga+mat&category=sports-yoga&costMin=500&costMax=2599&shipFrom=us&shipTo=DE&sort=costAsc')).toEqual({
      q: 'yoga mat',
      category: 'sports-yoga',
      costMin: 500,
      costMax: 2599,
      shipFrom: 'US',
      shipTo: 'DE',
      sort: 'costAsc',
    });
  });

  it('leaves out what the API would refuse instead of failing the page', () => {
    expect(read('q=%20%20&category=Sports Yoga&costMin=5.5&costMax=-3&shipFrom=USA&shipTo=1&sort=cheapest')).toEqual({});
    expect(read('costMax=99999999999')).toEqual({});
  });

  it('puts a reversed cost range the right way round', () => {
    expect(read('costMin=3000&costMax=1000')).toEqual({ costMin: 1000, costMax: 3000 });
  });

  it('drops relevance when there is no search', () => {
    expect(read('sort=relevance')).toEqual({});
    expect(read('q=lamp&sort=relevance')).toEqual({ q: 'lamp', sort: 'relevance' });
  });

  it('writes only what is set, in a fixed order, and reads back the same filters', () => {
    const filters = { sort: 'newest' as const, shipTo: 'BR', q: ' lamp ', costMin: 0, category: undefined };
    const written = writeFilters(filters);
    expect(written.toString()).toBe('q=lamp&costMin=0&shipTo=BR&sort=newest');
    expect(readFilters(written)).toEqual({ q: 'lamp', costMin: 0, shipTo: 'BR', sort: 'newest' });
  });

  it('tells narrowing filters from view settings, and clears only the narrowing ones', () => {
    expect(narrows({ shipTo: 'US', sort: 'costAsc' })).toBe(false);
    expect(narrows({ costMin: 0 })).toBe(true);
    expect(clearNarrowing({ q: 'mat', category: 'sports', shipFrom: 'CN', shipTo: 'FR', sort: 'relevance' })).toEqual({
      shipTo: 'FR',
    });
    expect(clearNarrowing({ q: 'mat', sort: 'popular' })).toEqual({ sort: 'popular' });
  });

  it('builds the API query of a collection, with the cursor of the next page', () => {
    expect(toMarketQuery('hot', { q: 'mat', costMax: 100 }, 'abc')).toEqual({
      collection: 'hot',
      q: 'mat',
      costMax: 100,
      cursor: 'abc',
    });
    expect(toMarketQuery('all', {})).toEqual({ collection: 'all' });
  });

  it('knows the collection of a console path', () => {
    expect(collectionOfPath('/allProducts')).toBe('all');
    expect(collectionOfPath('/warehouseProducts/42')).toBe('warehouse');
    expect(collectionOfPath('/myProducts')).toBeNull();
    expect(collectionOfPath('/sourcing')).toBeNull();
  });
});
