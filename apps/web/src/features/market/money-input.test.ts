import { describe, expect, it } from 'vitest';
import { centsToInput, dollarSign, parseDollars } from './money-input';

describe('dollars typed into the cost filter', () => {
  it('reads whole and decimal amounts into exact cents', () => {
    expect(parseDollars('12')).toEqual({ kind: 'cents', cents: 1200 });
    expect(parseDollars('12.5')).toEqual({ kind: 'cents', cents: 1250 });
    expect(parseDollars('0.07')).toEqual({ kind: 'cents', cents: 7 });
    expect(parseDollars('.5')).toEqual({ kind: 'cents', cents: 50 });
    expect(parseDollars('7.')).toEqual({ kind: 'cents', cents: 700 });
    // 4.35 * 100 is 434.99999999999994 in floating point; the digits give 435.
    expect(parseDollars('4.35')).toEqual({ kind: 'cents', cents: 435 });
    expect(parseDollars('1.13')).toEqual({ kind: 'cents', cents: 113 });
  });

  it('takes a comma as the decimal mark, a dollar sign and spaces', () => {
    expect(parseDollars('12,50')).toEqual({ kind: 'cents', cents: 1250 });
    expect(parseDollars(' $ 8 ')).toEqual({ kind: 'cents', cents: 800 });
    expect(parseDollars('US$3,99')).toEqual({ kind: 'cents', cents: 399 });
  });

  it('tells an empty field from an amount it cannot read', () => {
    expect(parseDollars('  ')).toEqual({ kind: 'empty' });
    for (const bad of ['abc', '1.234', '1,234.50', '-5', '.', '1e3', '100000.01']) {
      expect(parseDollars(bad), bad).toEqual({ kind: 'invalid' });
    }
    expect(parseDollars('100000')).toEqual({ kind: 'cents', cents: 10_000_000 });
  });

  it('writes cents back as the locale types them', () => {
    expect(centsToInput(1200, 'en-US')).toBe('12');
    expect(centsToInput(1250, 'en-US')).toBe('12.50');
    expect(centsToInput(5, 'es-ES')).toBe('0,05');
    expect(centsToInput(123456, 'pt-BR')).toBe('1234,56');
  });

  it('names the dollar as the locale does', () => {
    expect(dollarSign('en-US')).toBe('$');
    expect(dollarSign('pt-BR')).toBe('US$');
  });
});
