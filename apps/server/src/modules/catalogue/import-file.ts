import { IMPORT_COLUMNS, IMPORT_ROWS_MAX, type ImportColumn } from '@dropport/contracts';
import { toCsv } from '../../lib/csv-writer.js';
import { readSheet, SheetError, type SheetRow } from '../../lib/sheet-reader.js';
import { issue, type StoredIssue } from './import-issues.js';

/** The columns a file must have; the others may be left out (empty on every row). */
const REQUIRED: readonly ImportColumn[] = [
  'handle',
  'title',
  'category',
  'supplier_id',
  'warehouse',
  'template_id',
  'weight_g',
  'sku',
  'cost',
  'stock',
];

export interface ImportFile {
  /** Where each column sits in a row. */
  header: Map<ImportColumn, number>;
  width: number;
  rows: SheetRow[];
}

const isColumn = (s: string): s is ImportColumn => (IMPORT_COLUMNS as readonly string[]).includes(s);

/**
 * Reads an import file as far as its shape: CSV (UTF-8 text) or an .xlsx workbook (its first sheet), a known header,
 * 1 to IMPORT_ROWS_MAX rows.
 */
export async function readImportFile(
  data: Buffer,
): Promise<{ file: ImportFile; problem?: undefined } | { problem: StoredIssue }> {
  let records: SheetRow[];
  try {
    records = await readSheet(data);
  } catch (err) {
    if (err instanceof SheetError) return { problem: issue(err.row, '', err.problem) };
    throw err;
  }
  const [head, ...rows] = records;
  if (!head) return { problem: issue(1, '', 'noRows') };
  const header = new Map<ImportColumn, number>();
  for (const [i, raw] of head.cells.entries()) {
    const name = raw.trim().toLowerCase();
    if (!isColumn(name)) return { problem: issue(head.row, raw, 'headerUnknown', { column: raw }) };
    if (header.has(name)) return { problem: issue(head.row, name, 'headerRepeated', { column: name }) };
    header.set(name, i);
  }
  const missing = REQUIRED.find((c) => !header.has(c));
  if (missing) return { problem: issue(head.row, missing, 'headerMissing', { column: missing }) };
  if (rows.length === 0) return { problem: issue(head.row, '', 'noRows') };
  if (rows.length > IMPORT_ROWS_MAX) return { problem: issue(head.row, '', 'tooManyRows', { max: IMPORT_ROWS_MAX }) };
  return { file: { header, width: head.cells.length, rows } };
}

/** The downloadable template: every column and two example products (one with variants, one without). */
export function templateCsv(e: { categoryId: string; supplierId: number; warehouse: string; templateId: number }): string {
  const product = {
    category: e.categoryId,
    supplier_id: e.supplierId,
    warehouse: e.warehouse,
    template_id: e.templateId,
    weight_g: 250,
    length_mm: 200,
    width_mm: 120,
    height_mm: 40,
  };
  const rows: Partial<Record<ImportColumn, string | number>>[] = [
    {
      handle: 'linen-apron',
      title: 'Linen Kitchen Apron',
      description: 'A washed linen apron.\n\n- Adjustable neck strap\n- Two front pockets',
      ...product,
      status: 'active',
      images: '/api/art/1/30/apron.svg|/api/art/1/70/apron.svg',
      tags: 'kitchen|linen',
      option1_name: 'Color',
      option1_value: 'Sand',
      option2_name: 'Size',
      option2_value: 'M',
      sku: 'APRON-SAND-M',
      cost: '6.40',
      stock: 120,
    },
    { handle: 'linen-apron', option1_value: 'Sand', option2_value: 'L', sku: 'APRON-SAND-L', cost: '6.60', stock: 80 },
    { handle: 'linen-apron', option1_value: 'Olive', option2_value: 'M', sku: 'APRON-OLIVE-M', cost: '6.40', stock: 0 },
    {
      handle: 'bamboo-tray',
      title: 'Bamboo Serving Tray',
      description: 'A light tray with handles.',
      ...product,
      status: 'inactive',
      tags: 'kitchen',
      sku: 'TRAY-1',
      cost: '9.90',
      stock: 300,
      variant_weight_g: 400,
    },
  ];
  return toCsv([[...IMPORT_COLUMNS], ...rows.map((r) => IMPORT_COLUMNS.map((c) => r[c] ?? ''))]);
}
