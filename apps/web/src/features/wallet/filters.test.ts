import { describe, expect, it } from 'vitest';
import { statementFileName } from './api/export-statement';
import { narrows, readDay, readStatementFilters, toStatementQuery, writeStatementFilters } from './filters';

const read = (search: string) => readStatementFilters(new URLSearchParams(search));

describe('statement filters in the address', () => {
  it('reads the type and the days', () => {
    expect(read('kind=refund&from=2026-11-01&to=2026-11-30')).toEqual({ kind: 'refund', from: '2026-11-01', to: '2026-11-30' });
    expect(read('from=2026-02-28')).toEqual({ from: '2026-02-28' });
  });

  it('leaves out what the API would refuse instead of failing the page', () => {
    expect(read('kind=withdrawal&from=2026-02-30&to=yesterday')).toEqual({});
    expect(read('from=2026-1-5&to=2026-13-01')).toEqual({});
    expect(readDay('2028-02-29')).toBe('2028-02-29');
    expect(readDay('2027-02-29')).toBeUndefined();
  });

  it('puts a reversed range the right way round', () => {
    expect(read('from=2026-11-30&to=2026-11-01')).toEqual({ from: '2026-11-01', to: '2026-11-30' });
  });

  it('writes only what is set, in a fixed order, and reads back the same filters', () => {
    const written = writeStatementFilters({ to: '2026-11-30', kind: 'payment', from: undefined });
    expect(written.toString()).toBe('kind=payment&to=2026-11-30');
    expect(readStatementFilters(written)).toEqual({ kind: 'payment', to: '2026-11-30' });
    expect(writeStatementFilters({}).toString()).toBe('');
  });

  it('tells a filtered statement, and builds the query of a page', () => {
    expect(narrows({})).toBe(false);
    expect(narrows({ to: '2026-11-30' })).toBe(true);
    expect(toStatementQuery({ kind: 'payment' }, '42')).toEqual({ kind: 'payment', cursor: '42' });
    expect(toStatementQuery({ from: '2026-11-01' }, null)).toEqual({ from: '2026-11-01' });
  });

  it('names an export after the period and the type it holds', () => {
    expect(statementFileName({}, '2026-11-21')).toBe('dropport-statement-2026-11-21.csv');
    expect(statementFileName({ kind: 'refund', from: '2026-11-01' }, '2026-11-21')).toBe(
      'dropport-statement-refund-2026-11-01_2026-11-21.csv',
    );
    expect(statementFileName({ to: '2026-10-31' }, '2026-11-21')).toBe('dropport-statement-start_2026-10-31.csv');
  });
});
