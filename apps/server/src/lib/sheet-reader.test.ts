import { crc32, deflateRawSync } from 'node:zlib';
import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import { toCsv } from './csv-writer.js';
import { isWorkbook, readSheet, SheetError } from './sheet-reader.js';
import { ZIP_INFLATED_MAX_BYTES, zipRefusal } from './zip-check.js';

const problemOf = (data: Buffer | string) =>
  readSheet(data).then(
    () => 'read',
    (e: unknown) => (e instanceof SheetError ? `${e.problem} at row ${e.row}` : `other: ${String(e)}`),
  );

const workbook = async (fill: (book: ExcelJS.Workbook) => void) => {
  const book = new ExcelJS.Workbook();
  fill(book);
  return Buffer.from(await book.xlsx.writeBuffer());
};

describe('reading a CSV', () => {
  it('reads quoted fields with commas, doubled quotes and line breaks, CRLF, LF or CR, and a BOM', async () => {
    const text = '\ufeffa,b,c\r\n"x, y","say ""hi""","two\r\nlines"\n1,,3\n\n,,\rlast,"",end';
    const rows = [
      { row: 1, cells: ['a', 'b', 'c'] },
      // A line break inside quotes stays in its row; blank rows are left out but still counted.
      { row: 2, cells: ['x, y', 'say "hi"', 'two\r\nlines'] },
      { row: 3, cells: ['1', '', '3'] },
      { row: 6, cells: ['last', '', 'end'] },
    ];
    expect(await readSheet(text)).toEqual(rows);
    // The same bytes uploaded as a file: UTF-8, its BOM dropped.
    expect(await readSheet(Buffer.from(text))).toEqual(rows);
    expect(await readSheet('')).toEqual([]);
  });

  it('names the row of a quote out of place, and refuses bytes that are not UTF-8', async () => {
    expect(await problemOf('a,b\n"open,b\n')).toBe('quoteUnclosed at row 2');
    expect(await problemOf('a,b\n\n"x",y\nx"y,b\n')).toBe('quoteStray at row 4');
    expect(await problemOf('a,b\n"multi\nline",ok\n"x"y,b\n')).toBe('quoteTrailing at row 3');
    expect(await problemOf(Buffer.from([0xff, 0xfe, 0x00, 0x41]))).toBe('notText at row 1');
  });

  it('drops NUL characters from cells, as it does in a workbook', async () => {
    expect(await readSheet('a\u0000b,"c\u0000"\n\u0000,\u0000\nd,e')).toEqual([
      { row: 1, cells: ['ab', 'c'] },
      // A row of nothing but NULs is as blank as it shows.
      { row: 3, cells: ['d', 'e'] },
    ]);
    expect(await readSheet(Buffer.from('x\u0000y\n'))).toEqual([{ row: 1, cells: ['xy'] }]);
  });

  it('reads back what the writer wrote, formulas defused and signed numbers kept', async () => {
    const rows = [
      ['=SUM(A1)', 'a,"b"', 12, ' padded ', 'two\nlines'],
      ['-7.30', '-2+3', '+1', '@cmd', '\tx'],
    ];
    const csv = toCsv(rows);
    expect(csv.startsWith('\ufeff')).toBe(true);
    expect(csv.endsWith('\r\n')).toBe(true);
    expect((await readSheet(csv)).map((r) => r.cells)).toEqual([
      ["'=SUM(A1)", 'a,"b"', '12', ' padded ', 'two\nlines'],
      ['-7.30', "'-2+3", '+1', "'@cmd", "'\tx"],
    ]);
    expect(
      toCsv(
        [
          ['order_no', 'at'],
          ['DP1', 'Shenzhen, CN'],
        ],
        { bom: false },
      ),
    ).toBe('order_no,at\r\nDP1,"Shenzhen, CN"\r\n');
  });
});

describe('reading an .xlsx workbook', () => {
  it('reads the first sheet, each cell as the seller sees it', async () => {
    const data = await workbook((book) => {
      const sheet = book.addWorksheet('Orders');
      book.addWorksheet('Notes').addRow(['not', 'read']);
      sheet.addRow(['text', 'sum', 'money', 'rounded', 'zip', 'id', 'when', 'day', 'rich', 'link', 'flag', 'calc']);
      sheet.addRow([
        'A-1',
        0.1 + 0.2,
        12.5,
        1.005,
        1234,
        123456789012345,
        // A time a hair before 08:00, as a fraction of a day may store it.
        new Date(Date.UTC(2026, 10, 20, 7, 59, 59, 999)),
        new Date(Date.UTC(2026, 10, 21)),
        { richText: [{ text: 'Linen ' }, { text: 'apron', font: { bold: true } }] },
        { text: 'our site', hyperlink: 'https://example.com' },
        true,
        { formula: 'B2*2', result: 0.6000000000000001 },
      ]);
      sheet.getCell('C2').numFmt = '#,##0.00';
      sheet.getCell('D2').numFmt = '0.00';
      sheet.getCell('E2').numFmt = '00000';
      sheet.getCell('G2').numFmt = 'yyyy-mm-dd hh:mm';
      sheet.getCell('H2').numFmt = 'yyyy-mm-dd';
      sheet.getCell('A4').value = -7.3;
      sheet.getCell('B4').value = new Date(Date.UTC(2026, 0, 2, 17, 30, 15));
      sheet.getCell('B4').numFmt = 'yyyy-mm-dd hh:mm:ss';
      sheet.getCell('C4').value = { error: '#N/A' };
      sheet.getCell('D4').value = 'a_x0000_b';
      sheet.mergeCells('A5:C5');
      sheet.getCell('A5').value = 'merged';
    });
    expect(isWorkbook(data)).toBe(true);
    expect(await readSheet(data)).toEqual([
      {
        row: 1,
        cells: ['text', 'sum', 'money', 'rounded', 'zip', 'id', 'when', 'day', 'rich', 'link', 'flag', 'calc'],
      },
      {
        row: 2,
        cells: [
          'A-1',
          '0.3',
          '12.50',
          '1.01',
          '01234',
          '123456789012345',
          '2026-11-20 08:00',
          '2026-11-21',
          'Linen apron',
          'our site',
          'TRUE',
          '0.6',
        ],
      },
      // Row 3 is blank: left out, still counted. Short rows are as wide as the sheet.
      { row: 4, cells: ['-7.3', '2026-01-02 17:30:15', '#N/A', 'ab', '', '', '', '', '', '', '', ''] },
      { row: 5, cells: ['merged', '', '', '', '', '', '', '', '', '', '', ''] },
    ]);
  });

  it('refuses a workbook that cannot be read', async () => {
    const data = await workbook((book) => book.addWorksheet('Only').addRow(['a']));
    expect(await problemOf(data.subarray(0, data.length / 2))).toBe('notWorkbook at row 1');
    expect(await problemOf(Buffer.from('PK\x03\x04 not a zip at all'))).toBe('notWorkbook at row 1');
    expect(await problemOf(await workbook(() => undefined))).toBe('notWorkbook at row 1');
  });
});

/** One archive entry as the test writes it: deflated unless `stored`, its sizes as declared unless overridden. */
interface Entry {
  name: string;
  data: Buffer;
  stored?: boolean;
  declaredSize?: number;
  flags?: number;
  method?: number;
}

/** An entry's local record (header and packed bytes) and its central directory record, for a local record at `offset`. */
function entryRecords(e: Entry, offset: number): { local: Buffer; central: Buffer } {
  const name = Buffer.from(e.name);
  const packed = e.stored ? e.data : deflateRawSync(e.data);
  const method = e.method ?? (e.stored ? 0 : 8);
  const size = e.declaredSize ?? e.data.length;
  const local = Buffer.alloc(30);
  local.writeUInt32LE(0x04034b50, 0);
  local.writeUInt16LE(20, 4);
  local.writeUInt16LE(e.flags ?? 0, 6);
  local.writeUInt16LE(method, 8);
  local.writeUInt32LE(crc32(e.data), 14);
  local.writeUInt32LE(packed.length, 18);
  local.writeUInt32LE(size, 22);
  local.writeUInt16LE(name.length, 26);
  const central = Buffer.alloc(46);
  central.writeUInt32LE(0x02014b50, 0);
  central.writeUInt16LE(20, 4);
  central.writeUInt16LE(20, 6);
  central.writeUInt16LE(e.flags ?? 0, 8);
  central.writeUInt16LE(method, 10);
  central.writeUInt32LE(crc32(e.data), 16);
  central.writeUInt32LE(packed.length, 20);
  central.writeUInt32LE(size, 24);
  central.writeUInt16LE(name.length, 28);
  central.writeUInt32LE(offset, 42);
  return { local: Buffer.concat([local, name, packed]), central: Buffer.concat([central, name]) };
}

const endRecord = (count: number, centralSize: number, centralOffset: number) => {
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(count, 8);
  end.writeUInt16LE(count, 10);
  end.writeUInt32LE(centralSize, 12);
  end.writeUInt32LE(centralOffset, 16);
  return end;
};

/** A zip archive written by hand: local records, the central directory, the end record. */
function zipOf(entries: Entry[]): Buffer {
  const locals: Buffer[] = [];
  const centrals: Buffer[] = [];
  let offset = 0;
  for (const e of entries) {
    const { local, central } = entryRecords(e, offset);
    locals.push(local);
    centrals.push(central);
    offset += local.length;
  }
  const directory = Buffer.concat(centrals);
  return Buffer.concat([...locals, directory, endRecord(entries.length, directory.length, offset)]);
}

/** A zip archive (without a comment) with one more entry after its others. */
function withEntry(zip: Buffer, e: Entry): Buffer {
  const end = zip.subarray(zip.length - 22);
  const [count, size, offset] = [end.readUInt16LE(10), end.readUInt32LE(12), end.readUInt32LE(16)];
  const { local, central } = entryRecords(e, offset);
  return Buffer.concat([
    zip.subarray(0, offset),
    local,
    zip.subarray(offset, offset + size),
    central,
    endRecord(count + 1, size + central.length, offset + local.length),
  ]);
}

describe('a workbook that would inflate beyond what the server holds in memory', () => {
  const MB = 1024 * 1024;
  const zeros = Buffer.alloc(100 * MB);
  const sheet = () =>
    workbook((book) => {
      const s = book.addWorksheet('Orders');
      s.addRow(['order_ref', 'sku']);
      for (let i = 1; i <= 2000; i++) s.addRow([`R${i}`, `SKU-${i}`]);
    });

  it('reads a workbook as exceljs writes it', async () => {
    const data = await sheet();
    expect(zipRefusal(data)).toBeUndefined();
    expect(await readSheet(data)).toHaveLength(2001);
    expect(zipRefusal(zipOf([]))).toBeUndefined();
    // Small entries that pack well, and entries kept as they are, are no threat.
    const small = zipOf([
      { name: 'a.xml', data: Buffer.alloc(64 * 1024, 'a') },
      { name: 'b.bin', data: Buffer.from('as it is'), stored: true },
    ]);
    expect(zipRefusal(small)).toBeUndefined();
  });

  it('refuses an archive that would inflate too far, before the workbook library sees it', async () => {
    // 100 MB of zeros deflate to about 100 KB: a 2 MB upload can hold gigabytes.
    const bomb = zipOf([{ name: 'xl/worksheets/sheet1.xml', data: zeros }]);
    expect(bomb.length).toBeLessThan(2 * MB);
    expect(zipRefusal(bomb)).toBe('tooLarge');
    expect(await problemOf(bomb)).toBe('notWorkbook at row 1');
    // A real workbook with the same filler beside its sheet: the library would read it, inflating all of it.
    const stuffed = withEntry(await sheet(), { name: 'xl/filler.xml', data: zeros });
    expect(zipRefusal(stuffed)).toBe('tooLarge');
    expect(await problemOf(stuffed)).toBe('notWorkbook at row 1');
    // Within the total, an entry that packs a thousand to one is filler, not a sheet.
    const packed = withEntry(await sheet(), { name: 'xl/filler.xml', data: zeros.subarray(0, 20 * MB) });
    expect(zipRefusal(packed)).toBe('ratio');
    expect(await problemOf(packed)).toBe('notWorkbook at row 1');
    // The sizes the entries declare add up, and are refused before any is inflated: each under the limit, all over it.
    const many = Array.from({ length: 5 }, (_, i) => ({
      name: `xl/part${i}.xml`,
      data: Buffer.from('<a/>'),
      declaredSize: ZIP_INFLATED_MAX_BYTES / 4,
    }));
    expect(zipRefusal(zipOf(many))).toBe('tooLarge');
  });

  it('refuses an entry whose header lies about its size, without inflating past what it declares', async () => {
    const liar = withEntry(await sheet(), { name: 'xl/notes.xml', data: zeros.subarray(0, 10 * MB), declaredSize: 1000 });
    expect(zipRefusal(liar)).toBe('sizeMismatch');
    expect(await problemOf(liar)).toBe('notWorkbook at row 1');
    // Declaring more than it holds is as false.
    const short = withEntry(await sheet(), { name: 'xl/notes.xml', data: Buffer.from('<a/>'), declaredSize: 5000 });
    expect(zipRefusal(short)).toBe('sizeMismatch');
    const storedLiar = zipOf([{ name: 'a.bin', data: Buffer.from('abc'), stored: true, declaredSize: 3000 }]);
    expect(zipRefusal(storedLiar)).toBe('sizeMismatch');
  });

  it('refuses what it cannot check: encrypted entries, unknown methods, zip64, a broken directory', async () => {
    const one = (e: Partial<Entry>) => zipOf([{ name: 'a.xml', data: Buffer.from('<a/>'), ...e }]);
    expect(zipRefusal(one({ flags: 1 }))).toBe('encrypted');
    expect(zipRefusal(one({ method: 12 }))).toBe('method');
    expect(zipRefusal(one({ declaredSize: 0xffffffff }))).toBe('zip64');
    const good = one({});
    expect(zipRefusal(good.subarray(0, good.length - 10))).toBe('malformed');
    const moved = Buffer.from(good);
    moved.writeUInt32LE(7, moved.length - 6);
    expect(zipRefusal(moved)).toBe('malformed');
    expect(zipRefusal(Buffer.from('PK\x03\x04 not a zip at all'))).toBe('malformed');
    for (const bad of [one({ flags: 1 }), one({ method: 12 })]) expect(await problemOf(bad)).toBe('notWorkbook at row 1');
  });
});
