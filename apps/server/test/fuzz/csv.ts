import { NASTY_TEXT } from './payloads.js';
import type { Rng } from './prng.js';

/** A CSV import: the route's own template, with cells and structure broken. */
export function csvBody(template: string, rng: Rng, mutations: number, notes: string[]): Buffer {
  const lines = template.replace(/\r\n/g, '\n').split('\n').filter(Boolean);
  const header = lines[0] ?? 'a,b';
  const width = header.split(',').length;
  const rows = lines.slice(1).map((l) => l.split(','));
  if (!rows.length) rows.push(Array.from({ length: width }, (_, i) => `v${i}`));
  let tail: Buffer = Buffer.alloc(0);
  let lineEnd = '\n';
  let bom = false;
  let drop = false;
  for (let i = 0; i < mutations; i++) {
    const row = rng.pick(rows);
    const col = rng.int(Math.max(1, row.length));
    switch (rng.int(9)) {
      case 0:
      case 1:
      case 2: {
        const p = rng.pick(NASTY_TEXT);
        row[col] = rng.chance(0.5) ? `"${p.value.replace(/"/g, '""')}"` : p.value;
        notes.push(`csv cell ${col} ← ${p.label}`);
        break;
      }
      case 3:
        row[col] = '"unbalanced';
        notes.push('csv unbalanced quote');
        break;
      case 4:
        row.push(...Array.from({ length: 50 }, () => 'x'));
        notes.push('csv extra columns');
        break;
      case 5:
        row.splice(1);
        notes.push('csv missing columns');
        break;
      case 6:
        lineEnd = rng.pick(['\r', '\r\n', '\n\n\n']);
        bom = rng.chance(0.5);
        notes.push(`csv line ends ${JSON.stringify(lineEnd)}${bom ? ' with BOM' : ''}`);
        break;
      case 7:
        tail = Buffer.from([0xff, 0xfe, 0x00, 0x2c, 0xc0, 0xae, 0x0a]);
        notes.push('csv invalid UTF-8 and NUL bytes');
        break;
      default:
        if (rng.chance(0.5)) {
          drop = true;
          notes.push('csv header only');
        } else {
          for (let r = 0; r < 2_000; r++) rows.push([...row]);
          notes.push('csv 2k rows');
        }
    }
  }
  const text = [header, ...(drop ? [] : rows.map((r) => r.join(',')))].join(lineEnd) + lineEnd;
  return Buffer.concat([bom ? Buffer.from([0xef, 0xbb, 0xbf]) : Buffer.alloc(0), Buffer.from(text, 'utf8'), tail]);
}
