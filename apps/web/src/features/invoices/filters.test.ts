import { describe, expect, it } from 'vitest';
import { readDay, readFilters, toListQuery, writeFilters } from './filters';

const read = (query: string) => readFilters(new URLSearchParams(query));

describe('invoice filters in the address', () => {
  it('reads the kind and the days the API takes', () => {
    expect(read('kind=order&from=2026-01-01&to=2026-01-31')).toEqual({ kind: 'order', from: '2026-01-01', to: '2026-01-31' });
    expect(read('')).toEqual({});
  });

  it('leaves out what the API would refuse, and turns a reversed range round', () => {
    expect(read('kind=refund&from=2026-02-30&to=yesterday')).toEqual({});
    expect(read('from=2026-03-01&to=2026-02-01')).toEqual({ from: '2026-02-01', to: '2026-03-01' });
    expect(readDay(' 2028-02-29 ')).toBe('2028-02-29');
    expect(readDay('2027-02-29')).toBeUndefined();
  });

  it('writes only what is set, always in the same order', () => {
    expect(writeFilters({ to: '2026-01-31', kind: 'recharge' }).toString()).toBe('kind=recharge&to=2026-01-31');
    expect(writeFilters({ from: '' }).toString()).toBe('');
    expect(toListQuery({ kind: 'order' }, 'abc')).toEqual({ kind: 'order', cursor: 'abc' });
    expect(toListQuery({}, null)).toEqual({});
  });
});
