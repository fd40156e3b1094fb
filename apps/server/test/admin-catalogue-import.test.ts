import { randomBytes } from 'node:crypto';
import ExcelJS from 'exceljs';
import { sql } from 'kysely';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  IMPORT_COLUMNS,
  XLSX_CONTENT_TYPE,
  type CatalogueImport,
  type CatalogueImportDetail,
  type CatalogueImportPage,
  type MarketPage,
  type ProductDetail,
} from '@dropport/contracts';
import { toCsv } from '../src/lib/csv-writer.js';
import { readSheet } from '../src/lib/sheet-reader.js';
import { dollarsCents } from '../src/modules/catalogue/import-values.js';
import { describeEachEngine, type ErrorBody, type Seller, type TestServer } from './harness.js';

const uniqueWord = () => `qz${[...randomBytes(6)].map((b) => String.fromCharCode(97 + (b % 26))).join('')}x`;
type Row = Partial<Record<(typeof IMPORT_COLUMNS)[number], string>>;

describe('dollar amounts', () => {
  it('turns dollars into cents by digits, refusing zero, negatives and a third decimal', () => {
    expect(['12.50', '12.5', '12', '0.29', '0.01', '19.99'].map((s) => dollarsCents(s, 10_000_000))).toEqual([
      1250, 1250, 1200, 29, 1, 1999,
    ]);
    for (const bad of ['0', '0.00', '-1', '12.345', '1,50', '$3', ' ', '1e3', '.5', '100001'])
      expect([bad, dollarsCents(bad, 10_000_000)]).toEqual([bad, null]);
  });
});

describeEachEngine('admin catalogue: CSV import', (get) => {
  let seller: Seller, admin: Seller;
  let category: string, supplier: number, template: number;

  /** A product's rows: the first with every product field, the others with only the variant's. */
  const productRows = (handle: string, title: string, variants: Row[], over: Row = {}): Row[] =>
    variants.map((v, i) => ({
      handle,
      ...(i === 0
        ? {
            title,
            description: `${title}.\n\n- Soft, "quoted", with commas`,
            category,
            supplier_id: String(supplier),
            warehouse: 'US-CA',
            template_id: String(template),
            weight_g: '250',
            length_mm: '100',
            width_mm: '50',
            height_mm: '20',
            images: '/api/art/2/40/cup.svg | /api/art/2/80/cup.svg',
            tags: 'kitchen|gift',
            ...over,
          }
        : {}),
      ...v,
    }));
  const csvOf = (rows: Row[]) => toCsv([[...IMPORT_COLUMNS], ...rows.map((r) => IMPORT_COLUMNS.map((c) => r[c] ?? ''))]);

  /**
   * The same rows as a workbook, as a seller keeps them: numbers typed as numbers (costs shown with two decimals),
   * descriptions in rich text, a blank row after each product, and a second sheet that is not read.
   */
  const xlsxOf = async (rows: Row[]) => {
    const book = new ExcelJS.Workbook();
    const sheet = book.addWorksheet('Products');
    book.addWorksheet('Notes').addRow(['not', 'a', 'product']);
    sheet.addRow([...IMPORT_COLUMNS]);
    for (const [i, r] of rows.entries()) {
      const line = sheet.addRow(
        IMPORT_COLUMNS.map((c) => {
          const v = r[c] ?? '';
          if (c === 'description' && v)
            return { richText: [{ text: v.slice(0, 3), font: { bold: true } }, { text: v.slice(3) }] };
          return /^\d+(\.\d+)?$/.test(v) && c !== 'sku' && c !== 'handle' ? Number(v) : v;
        }),
      );
      line.getCell(IMPORT_COLUMNS.indexOf('cost') + 1).numFmt = '0.00';
      if (rows[i + 1] && rows[i + 1]!.handle !== r.handle) sheet.addRow([]);
    }
    return new Uint8Array(await book.xlsx.writeBuffer());
  };

  const upload = async (csv: string | Uint8Array<ArrayBuffer>, name = 'products.csv', lang = 'en-US') => {
    const form = new FormData();
    form.append('file', new Blob([csv], { type: name.endsWith('.xlsx') ? XLSX_CONTENT_TYPE : 'text/csv' }), name);
    return get().call<CatalogueImport & ErrorBody>('POST', '/api/admin/catalogue/imports', {
      as: admin,
      body: form,
      headers: { 'Accept-Language': lang },
    });
  };
  const detail = (id: string, lang = 'en-US') =>
    get().call<CatalogueImportDetail & ErrorBody>('GET', `/api/admin/catalogue/imports/${id}`, {
      as: admin,
      headers: { 'Accept-Language': lang },
    });
  /** Uploads, runs the queued job, and answers the finished import. */
  const run = async (csv: string | Uint8Array<ArrayBuffer>, name?: string) => {
    const res = await upload(csv, name);
    expect(res.status).toBe(202);
    expect(res.body).toMatchObject({ status: 'queued', progress: 0, totalRows: 0 });
    const stored = await sourceKey(res.body.id);
    expect(await storedBytes(stored)).toBe(true);
    await get().ctx.jobs.drain();
    // Done or failed, the uploaded file is no longer needed and is gone.
    expect(await storedBytes(stored)).toBe(false);
    return (await detail(res.body.id)).body;
  };
  const sourceKey = async (id: string) =>
    (await get().ctx.db.selectFrom('catalogue_imports').select('source_key').where('id', '=', id).executeTakeFirstOrThrow())
      .source_key;
  const storedBytes = async (key: string) => {
    const stream = await get().ctx.storage.open(key);
    stream?.destroy();
    return stream !== undefined;
  };
  const search = async (q: string) =>
    (await get().call<MarketPage>('GET', `/api/market/products?q=${q}`, { as: seller })).body.items;
  const productCount = async (s: TestServer) =>
    Number((await s.ctx.db.selectFrom('products').select(s.ctx.db.fn.countAll().as('n')).executeTakeFirstOrThrow()).n);

  beforeAll(async () => {
    const s = get();
    await s.catalogue(30);
    ({ alice: seller, admin } = await s.cast());
    category = (await s.ctx.db.selectFrom('categories').select('id').where('parent_id', 'is not', null).executeTakeFirstOrThrow())
      .id;
    supplier = Number((await s.ctx.db.selectFrom('suppliers').select('id').executeTakeFirstOrThrow()).id);
    template = Number((await s.ctx.db.selectFrom('shipping_templates').select('id').executeTakeFirstOrThrow()).id);
  });

  it('imports a good file: every product with its variants, searchable in the market', async () => {
    const word = uniqueWord();
    const W = word.toUpperCase();
    const rows = [
      ...productRows(`${word}-mug`, `Enamel ${word} Mug`, [
        {
          option1_name: 'Color',
          option1_value: 'Red',
          option2_name: 'Size',
          option2_value: 'S',
          sku: `${W}-R-S`,
          cost: '12.50',
          stock: '10',
        },
        { option1_value: 'Red', option2_value: 'L', sku: `${W}-R-L`, cost: '13', stock: '0', variant_weight_g: '300' },
        {
          option1_value: 'Blue',
          option2_value: 'S',
          sku: `${W}-B-S`,
          cost: '0.29',
          stock: '7',
          variant_image: '/api/art/2/90/cup.svg',
        },
      ]),
      ...productRows(`${word}-tray`, `Bamboo ${word} Tray`, [{ sku: `${W}-TRAY`, cost: '9.9', stock: '100' }], {
        status: 'INACTIVE',
      }),
    ];
    const before = await productCount(get());
    const done = await run(csvOf(rows));
    expect(done).toMatchObject({
      status: 'done',
      totalRows: 4,
      processedRows: 4,
      progress: 100,
      importedProducts: 2,
      errorCount: 0,
    });
    expect(done.errors).toEqual([]);
    expect(await productCount(get())).toBe(before + 2);

    const found = await search(word);
    expect(found.map((c) => c.title)).toEqual([`Enamel ${word} Mug`]);
    const page = await get().call<ProductDetail>('GET', `/api/market/products/${found[0]!.id}`, { as: seller });
    expect(page.body).toMatchObject({
      description: `Enamel ${word} Mug.\n\n- Soft, "quoted", with commas`,
      images: ['/api/art/2/40/cup.svg', '/api/art/2/80/cup.svg'],
      tags: ['kitchen', 'gift'],
      options: [
        { name: 'Color', values: ['Red', 'Blue'] },
        { name: 'Size', values: ['S', 'L'] },
      ],
      costMin: 29,
      costMax: 1300,
      stock: 17,
      weightG: 250,
      warehouse: { code: 'US-CA' },
    });
    expect(page.body.variants.map((v) => [v.sku, v.costCents, v.stock, v.weightG, v.image])).toEqual([
      [`${W}-R-S`, 1250, 10, 250, null],
      [`${W}-R-L`, 1300, 0, 300, null],
      [`${W}-B-S`, 29, 7, 250, '/api/art/2/90/cup.svg'],
    ]);
    // The inactive one is in the catalogue, not in the market.
    const tray = await get()
      .ctx.db.selectFrom('products')
      .selectAll()
      .where('title', '=', `Bamboo ${word} Tray`)
      .executeTakeFirstOrThrow();
    expect([tray.status, Number(tray.listed), Number(tray.cost_min)]).toEqual(['inactive', 0, 990]);

    const list = await get().call<CatalogueImportPage>('GET', '/api/admin/catalogue/imports', { as: admin });
    expect(list.body.items[0]).toMatchObject({ id: done.id, status: 'done', fileName: 'products.csv' });
  });

  it('imports a CSV whose cells hold NUL characters, without them, as it does a workbook', async () => {
    const word = uniqueWord();
    const W = word.toUpperCase();
    const rows = productRows(
      `${word}-cup`,
      `Clay\u0000 ${word} Cup`,
      [{ sku: `${W}-\u0000CUP`, cost: '4.50', stock: '3\u0000' }],
      { description: 'Glazed\u0000 clay.', tags: 'kitchen|\u0000gift' },
    );
    const csv = csvOf(rows);
    expect(csv).toContain('\u0000');
    const done = await run(csv);
    expect(done).toMatchObject({ status: 'done', importedProducts: 1, errorCount: 0 });
    const [cup] = await search(word);
    const page = await get().call<ProductDetail>('GET', `/api/market/products/${cup!.id}`, { as: seller });
    expect(page.body).toMatchObject({ title: `Clay ${word} Cup`, description: 'Glazed clay.', tags: ['kitchen', 'gift'] });
    expect(page.body.variants.map((v) => [v.sku, v.stock])).toEqual([[`${W}-CUP`, 3]]);
  });

  it('fails a file with one bad row: the report names that row, and nothing is imported', async () => {
    const word = uniqueWord();
    const rows = [
      ...productRows(`${word}-a`, `Linen ${word} Apron`, [{ sku: `${word}-A1`, cost: '6.40', stock: '5' }]),
      ...productRows(`${word}-b`, `Cork ${word} Board`, [{ sku: `${word}-B1`, cost: '12.345', stock: '5' }]),
      ...productRows(`${word}-c`, `Wool ${word} Throw`, [{ sku: `${word}-C1`, cost: '30', stock: '5' }]),
    ];
    const before = await productCount(get());
    const failed = await run(csvOf(rows));
    expect(failed).toMatchObject({ status: 'failed', totalRows: 3, processedRows: 3, importedProducts: 0, errorCount: 1 });
    expect(failed.errors).toEqual([
      { row: 3, column: 'cost', message: 'Enter an amount in dollars above 0 with at most two decimals, like 12.50.' },
    ]);
    expect(await productCount(get())).toBe(before);
    expect(await search(word)).toEqual([]);

    const report = await get().call<string>('GET', `/api/admin/catalogue/imports/${failed.id}/errors.csv`, {
      as: admin,
      headers: { 'Accept-Language': 'es-ES' },
    });
    expect(report.status).toBe(200);
    expect(report.headers.get('content-type')).toMatch(/^text\/csv/);
    expect(report.headers.get('content-disposition')).toBe(
      `attachment; filename="products-errors.csv"; filename*=UTF-8''products-errors.csv`,
    );
    expect((await readSheet(report.body)).map((r) => r.cells)).toEqual([
      ['fila', 'columna', 'mensaje'],
      ['3', 'cost', 'Indica un importe en dólares mayor que 0 con dos decimales como máximo, por ejemplo 12.50.'],
    ]);
  });

  it('imports an .xlsx workbook: its first sheet, each cell as the sheet shows it, rows numbered as it numbers them', async () => {
    const word = uniqueWord();
    const W = word.toUpperCase();
    const rows = [
      ...productRows(`${word}-mug`, `Enamel ${word} Mug`, [
        { option1_name: 'Color', option1_value: 'Red', sku: `${W}-R`, cost: '12.5', stock: '10' },
        // Shown with two decimals, as the seller reads it: 12.35.
        { option1_value: 'Blue', sku: `${W}-B`, cost: '12.345', stock: '7', variant_weight_g: '300' },
      ]),
      ...productRows(`${word}-tray`, `Bamboo ${word} Tray`, [{ sku: `${W}-TRAY`, cost: '9.9', stock: '100' }]),
    ];
    const done = await run(await xlsxOf(rows), 'products.xlsx');
    expect(done).toMatchObject({ status: 'done', fileName: 'products.xlsx', totalRows: 3, importedProducts: 2, errorCount: 0 });
    const mug = (await search(word)).find((c) => c.title === `Enamel ${word} Mug`)!;
    const page = await get().call<ProductDetail>('GET', `/api/market/products/${mug.id}`, { as: seller });
    expect(page.body).toMatchObject({
      description: `Enamel ${word} Mug.\n\n- Soft, "quoted", with commas`,
      options: [{ name: 'Color', values: ['Red', 'Blue'] }],
      tags: ['kitchen', 'gift'],
      weightG: 250,
    });
    expect(page.body.variants.map((v) => [v.sku, v.costCents, v.stock, v.weightG])).toEqual([
      [`${W}-R`, 1250, 10, 250],
      [`${W}-B`, 1235, 7, 300],
    ]);

    // A bad cost on the sheet's row 4 (row 3 is blank): the report names that row, and is a CSV named after the file.
    const other = uniqueWord();
    const failed = await run(
      await xlsxOf([
        ...productRows(`${other}-a`, `Linen ${other} Apron`, [{ sku: `${other}-A1`, cost: '6.40', stock: '5' }]),
        ...productRows(`${other}-b`, `Cork ${other} Board`, [{ sku: `${other}-B1`, cost: 'free', stock: '5' }]),
      ]),
      'products.xlsx',
    );
    expect(failed).toMatchObject({ status: 'failed', totalRows: 2, importedProducts: 0, errorCount: 1 });
    expect(failed.errors.map((e) => [e.row, e.column])).toEqual([[4, 'cost']]);
    expect(await search(other)).toEqual([]);
    const report = await get().call<string>('GET', `/api/admin/catalogue/imports/${failed.id}/errors.csv`, { as: admin });
    expect(report.headers.get('content-disposition')).toBe(
      `attachment; filename="products-errors.csv"; filename*=UTF-8''products-errors.csv`,
    );
  });

  it('collects every problem of a file, with its row and column', async () => {
    const word = uniqueWord();
    const rows = [
      ...productRows(`${word}-a`, `First ${word}`, [
        { option1_name: 'Color', option1_value: 'Red', sku: `${word}-1`, cost: '5', stock: '1' },
        { option1_value: 'Red', sku: `${word}-2`, cost: '5', stock: '1', title: 'Another title' },
        { sku: `${word}-3`, cost: '0', stock: '-1' },
        { option1_value: 'Blue', sku: `${word}-1`, cost: '5', stock: '1', option2_value: 'XL' },
      ]),
      ...productRows(`${word}-b`, '', [{ sku: 'DP000001-01', cost: '5', stock: 'ten' }], {
        category: 'no-such-category',
        supplier_id: '999999',
        warehouse: 'XX-NO',
        template_id: '999999',
        weight_g: '0',
        images: 'https://elsewhere.example/a.png',
      }),
    ];
    const before = await productCount(get());
    const failed = await run(csvOf(rows));
    expect(failed.status).toBe('failed');
    expect(failed.errors.map((e) => [e.row, e.column])).toEqual([
      [3, 'title'],
      [3, 'option1_value'],
      [4, 'option1_value'],
      [4, 'cost'],
      [4, 'stock'],
      [5, 'option2_value'],
      [5, 'sku'],
      [6, 'title'],
      [6, 'category'],
      [6, 'supplier_id'],
      [6, 'warehouse'],
      [6, 'template_id'],
      [6, 'weight_g'],
      [6, 'images'],
      [6, 'sku'],
      [6, 'stock'],
    ]);
    const text = (row: number, column: string) => failed.errors.find((e) => e.row === row && e.column === column)?.message;
    expect(text(3, 'title')).toBe(
      `Differs from row 2, the first row of product "${word}-a": leave it empty or give the same value.`,
    );
    expect(text(3, 'option1_value')).toBe('Same options as row 2.');
    expect(text(4, 'option1_value')).toBe("Give this variant's Color.");
    expect(text(5, 'sku')).toBe(`The SKU "${word}-1" is also on row 2.`);
    expect(text(6, 'sku')).toBe('The SKU "DP000001-01" is already used by a product in the catalogue.');
    expect(text(6, 'category')).toBe('There is no category "no-such-category".');
    expect(failed.errorCount).toBe(16);
    expect(await productCount(get())).toBe(before);
  });

  it('refuses at once a file that is not a product import, saying why in the caller’s language', async () => {
    const header = IMPORT_COLUMNS.join(',');
    const cases: [string, string][] = [
      [`${header}\n`, 'The file cannot be imported: The file has no product rows.'],
      [`${header},colour\nx`, 'The file cannot be imported: The header row has a column this import does not know: "colour".'],
      ['handle,title\nx,y\n', 'The file cannot be imported: The header row has no "category" column.'],
      [`${header}\n"unclosed,x\n`, 'The file cannot be imported: A quoted value that starts on this row is never closed.'],
    ];
    for (const [csv, message] of cases) {
      const res = await upload(csv);
      expect([res.status, res.body.code, res.body.message]).toEqual([400, 'CSV_INVALID', message]);
    }
    const empty = await upload('');
    expect([empty.status, empty.body.code]).toEqual([400, 'UPLOAD_MISSING']);
    const binary = await upload(new Uint8Array([0xff, 0xfe, 0x00, 0x41]), 'x.csv', 'pt-BR');
    expect(binary.body.message).toBe('O arquivo não pode ser importado: O arquivo não é texto UTF-8.');
    const headerOnly = await upload(await xlsxOf([]), 'products.xlsx');
    expect([headerOnly.status, headerOnly.body.code, headerOnly.body.message]).toEqual([
      400,
      'CSV_INVALID',
      'The file cannot be imported: The file has no product rows.',
    ]);
    const cut = await upload((await xlsxOf([{ handle: 'x' }])).slice(0, 600), 'products.xlsx', 'es-ES');
    expect([cut.status, cut.body.code, cut.body.message]).toEqual([
      400,
      'CSV_INVALID',
      'El archivo no se puede importar: El archivo no es un libro de Excel (.xlsx) legible.',
    ]);
    const none = await get().call<ErrorBody>('POST', '/api/admin/catalogue/imports', { as: admin, json: {} });
    expect(none.status).toBe(415);
    const unknown = await detail('01J0000000000000000000000A');
    expect([unknown.status, unknown.body.code]).toEqual([404, 'IMPORT_NOT_FOUND']);
  });

  it('serves a template that imports as it is', async () => {
    const res = await get().call<string>('GET', '/api/admin/catalogue/imports/template.csv', { as: admin });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-disposition')).toBe(
      `attachment; filename="dropport-products-template.csv"; filename*=UTF-8''dropport-products-template.csv`,
    );
    const [head] = await readSheet(res.body);
    expect(head?.cells).toEqual([...IMPORT_COLUMNS]);
    const done = await run(res.body);
    expect(done).toMatchObject({ status: 'done', importedProducts: 2, totalRows: 4 });
  });

  it('writes progress in steps, and a crash while writing leaves nothing imported', async () => {
    const s = get();
    const word = uniqueWord();
    const many = Array.from({ length: 60 }, (_, i) =>
      productRows(`${word}-${i}`, `Crate ${word} ${i}`, [{ sku: `${word}-${i}`, cost: '2.00', stock: '1' }]),
    ).flat();
    // Every progress write is noted by a trigger; the last variant's insert fails inside the write, when the products
    // are in (within the same transaction).
    const boom = `${word}-59`;
    const setup =
      s.engine === 'sqlite'
        ? [
            'create table progress_seen (n integer)',
            'create trigger seen after update of processed_rows on catalogue_imports begin insert into progress_seen values (new.processed_rows); end',
            `create trigger boom before insert on product_variants when new.sku = '${boom}' begin select raise(abort, 'boom'); end`,
          ]
        : [
            'create table progress_seen (n integer)',
            'create function seen() returns trigger language plpgsql as $$ begin insert into progress_seen values (new.processed_rows); return new; end $$',
            'create trigger seen after update of processed_rows on catalogue_imports for each row execute function seen()',
            `create function boom() returns trigger language plpgsql as $$ begin if new.sku = '${boom}' then raise exception 'boom'; end if; return new; end $$`,
            'create trigger boom before insert on product_variants for each row execute function boom()',
          ];
    for (const statement of setup) await sql.raw(statement).execute(s.ctx.db);
    const before = await productCount(s);
    const res = await upload(csvOf(many));
    await s.ctx.jobs.tick();
    const seen = await sql<{ n: number }>`select n from progress_seen`.execute(s.ctx.db);
    // Validation steps of 10 rows, then all 60 checked, then back to 0 for the retry.
    expect(seen.rows.map((r) => Number(r.n))).toEqual([0, 10, 20, 30, 40, 50, 60, 0]);
    let row = (await detail(res.body.id)).body;
    // Retried from the start later: queued again, nothing written.
    expect(row).toMatchObject({ status: 'queued', processedRows: 0, importedProducts: 0 });
    expect(await productCount(s)).toBe(before);

    for (let i = 0; i < 2; i++) await s.ctx.jobs.tick(Date.now() + 3_600_000);
    row = (await detail(res.body.id)).body;
    expect(row).toMatchObject({ status: 'failed', importedProducts: 0, errorCount: 1 });
    expect(row.errors[0]!.message).toBe('The import stopped unexpectedly and nothing was imported: upload the file again.');
    expect(await productCount(s)).toBe(before);
    const teardown =
      s.engine === 'sqlite'
        ? ['drop trigger boom', 'drop trigger seen', 'drop table progress_seen']
        : [
            'drop trigger boom on product_variants',
            'drop function boom()',
            'drop trigger seen on catalogue_imports',
            'drop function seen()',
            'drop table progress_seen',
          ];
    for (const statement of teardown) await sql.raw(statement).execute(s.ctx.db);
  });
});
