import { describe, expect, it } from 'vitest';
import { headingsOf, slugify } from './headings';

describe('headingsOf', () => {
  it('lists ## and ### headings with unique, prefixed ids and their lines, skipping code', () => {
    const md = [
      '# Title',
      '## 1. The **service**',
      'text',
      '### Día de envío',
      '```',
      '## not a heading',
      '```',
      '## Día de envío',
      '#### too deep',
      '## [Links](https://x.example) count',
      '## Día de envío',
    ].join('\n');
    expect(headingsOf(md, 'doc-')).toEqual([
      { depth: 2, text: '1. The service', id: 'doc-1-the-service', line: 2 },
      { depth: 3, text: 'Día de envío', id: 'doc-dia-de-envio', line: 4 },
      { depth: 2, text: 'Día de envío', id: 'doc-dia-de-envio-2', line: 8 },
      { depth: 2, text: 'Links count', id: 'doc-links-count', line: 10 },
      { depth: 2, text: 'Día de envío', id: 'doc-dia-de-envio-3', line: 11 },
    ]);
  });

  it('makes a fragment of any text', () => {
    expect(slugify('Política de privacidade — Seção 3!')).toBe('politica-de-privacidade-secao-3');
    expect(slugify('¿?')).toBe('section');
  });
});
