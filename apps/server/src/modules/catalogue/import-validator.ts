import {
  IMAGE_URL_PATTERN,
  IMPORT_COLUMNS,
  PRODUCT_LIMITS as L,
  SKU_PATTERN,
  type ImportColumn,
  type OptionAxis,
} from '@dropport/contracts';
import type { SheetRow } from '../../lib/sheet-reader.js';
import type { ImportFile } from './import-file.js';
import { issue, type IssueCode, type IssueParams, type StoredIssue } from './import-issues.js';
import { dollarsCents, splitList, wholeNumber } from './import-values.js';
import type { ProductInput } from './product-writer.js';

/** The catalogue's references an import file is checked against, read once before the rows. */
export interface ImportRefs {
  categories: ReadonlySet<string>;
  warehouses: ReadonlySet<string>;
  suppliers: ReadonlySet<number>;
  templates: ReadonlySet<number>;
  /** The file's SKUs that a catalogue variant already uses. */
  takenSkus: ReadonlySet<string>;
}

/** Columns that describe the product: given on a handle's first row; later rows leave them empty or repeat them. */
const PRODUCT_COLUMNS: readonly ImportColumn[] = [
  'title',
  'description',
  'category',
  'supplier_id',
  'warehouse',
  'template_id',
  'weight_g',
  'length_mm',
  'width_mm',
  'height_mm',
  'status',
  'images',
  'tags',
  'option1_name',
  'option2_name',
];
const AXES = [
  ['option1_name', 'option1_value'],
  ['option2_name', 'option2_value'],
] as const;
const HANDLE_MAX = 100;
const ID_MAX = Number.MAX_SAFE_INTEGER;

interface Draft {
  handle: string;
  firstRow: number;
  first: (c: ImportColumn) => string;
  product: ProductInput;
  /** The option axis of each option column (null where the product names none). */
  axes: (OptionAxis | null)[];
  /** Each variant's option values, to the row that first gave them. */
  combos: Map<string, number>;
}

type Cell = (c: ImportColumn) => string;

/** Checks an import file row by row, collecting every problem, and builds the products it describes. */
export class ImportValidator {
  private readonly issues: StoredIssue[] = [];
  private readonly drafts = new Map<string, Draft>();
  /** SKU (upper-cased: SKUs differing only in case are the same SKU) to the row that first gave it. */
  private readonly skus = new Map<string, number>();

  constructor(
    private readonly file: ImportFile,
    private readonly refs: ImportRefs,
  ) {}

  private flag(row: number, column: ImportColumn, code: IssueCode, params: IssueParams = {}) {
    this.issues.push(issue(row, column, code, params));
  }

  /** Checks one row: the product's fields on its handle's first row, the variant's on every row. */
  add(record: SheetRow): void {
    const { row, cells } = record;
    if (cells.length !== this.file.width) {
      this.issues.push(issue(row, '', 'fieldCount', { found: cells.length, expected: this.file.width }));
      return;
    }
    const cell: Cell = (c) => {
      const i = this.file.header.get(c);
      return i === undefined ? '' : (cells[i] ?? '').trim();
    };
    const handle = cell('handle');
    if (!handle) return this.flag(row, 'handle', 'required');
    if (handle.length > HANDLE_MAX) return this.flag(row, 'handle', 'tooLong', { max: HANDLE_MAX });
    let draft = this.drafts.get(handle);
    if (!draft) {
      draft = this.startProduct(row, handle, cell);
      this.drafts.set(handle, draft);
    } else {
      for (const c of PRODUCT_COLUMNS) {
        const given = cell(c);
        if (given !== '' && given !== draft.first(c))
          this.flag(row, c, 'inconsistent', { row: draft.firstRow, handle: draft.handle });
      }
    }
    this.addVariant(row, draft, cell);
  }

  /** Every problem in row then column order, and the products (only meaningful when there is no problem). */
  result(): { issues: StoredIssue[]; products: ProductInput[] } {
    const col = (c: string) => IMPORT_COLUMNS.indexOf(c as ImportColumn);
    const issues = [...this.issues].sort((a, b) => a.row - b.row || col(a.column) - col(b.column));
    const products = [...this.drafts.values()].map((d) => ({
      ...d.product,
      options: d.axes.filter((a): a is OptionAxis => a !== null),
    }));
    return { issues, products };
  }

  private text(row: number, c: ImportColumn, value: string, max: number, required: boolean): string {
    if (required && !value) this.flag(row, c, 'required');
    else if (value.length > max) this.flag(row, c, 'tooLong', { max });
    return value;
  }

  private number(row: number, c: ImportColumn, value: string, min: number, max: number, fallback?: number): number {
    if (value === '' && fallback !== undefined) return fallback;
    if (value === '') {
      this.flag(row, c, 'required');
      return min;
    }
    const n = wholeNumber(value, min, max);
    if (n === null) this.flag(row, c, 'wholeNumber', { min, max });
    return n ?? min;
  }

  private reference<T>(row: number, c: ImportColumn, value: string, known: ReadonlySet<T>, code: IssueCode, key: T) {
    if (value !== '' && !known.has(key)) this.flag(row, c, code, { value });
  }

  private startProduct(row: number, handle: string, cell: Cell): Draft {
    const category = cell('category');
    this.text(row, 'category', category, 60, true);
    this.reference(row, 'category', category, this.refs.categories, 'categoryUnknown', category);
    const supplierId = this.number(row, 'supplier_id', cell('supplier_id'), 1, ID_MAX);
    this.reference(row, 'supplier_id', cell('supplier_id'), this.refs.suppliers, 'supplierUnknown', supplierId);
    const warehouse = cell('warehouse').toUpperCase();
    this.text(row, 'warehouse', warehouse, 20, true);
    this.reference(row, 'warehouse', warehouse, this.refs.warehouses, 'warehouseUnknown', warehouse);
    const templateId = this.number(row, 'template_id', cell('template_id'), 1, ID_MAX);
    this.reference(row, 'template_id', cell('template_id'), this.refs.templates, 'templateUnknown', templateId);
    const status = cell('status').toLowerCase() || 'active';
    if (status !== 'active' && status !== 'inactive') this.flag(row, 'status', 'status');
    const images = splitList(cell('images'));
    if (images.length > L.images) this.flag(row, 'images', 'tooMany', { max: L.images });
    const badImage = images.find((u) => !IMAGE_URL_PATTERN.test(u));
    if (badImage) this.flag(row, 'images', 'image', { value: badImage });
    const tags = splitList(cell('tags'));
    if (tags.length > L.tags) this.flag(row, 'tags', 'tooMany', { max: L.tags });
    if (tags.some((t) => t.length > L.tag)) this.flag(row, 'tags', 'tooLong', { max: L.tag });
    const axes = AXES.map(([nameColumn]) => {
      const name = this.text(row, nameColumn, cell(nameColumn), L.axisName, false);
      return name ? { name, values: [] } : null;
    });
    if (axes[0] && axes[1] && axes[0].name.toLowerCase() === axes[1].name.toLowerCase())
      this.flag(row, 'option2_name', 'optionNamesSame');
    return {
      handle,
      firstRow: row,
      first: cell,
      axes,
      combos: new Map(),
      product: {
        supplierId,
        categoryId: category,
        title: this.text(row, 'title', cell('title'), L.title, true),
        description: this.text(row, 'description', cell('description'), L.description, false),
        images,
        attributes: [],
        tags,
        options: [],
        weightG: this.number(row, 'weight_g', cell('weight_g'), 1, L.weightG),
        lengthMm: this.number(row, 'length_mm', cell('length_mm'), 0, L.sizeMm, 0),
        widthMm: this.number(row, 'width_mm', cell('width_mm'), 0, L.sizeMm, 0),
        heightMm: this.number(row, 'height_mm', cell('height_mm'), 0, L.sizeMm, 0),
        warehouseCode: warehouse,
        templateId,
        status: status === 'inactive' ? 'inactive' : 'active',
        visibility: 'public',
        variants: [],
      },
    };
  }

  private addVariant(row: number, draft: Draft, cell: Cell): void {
    const options: Record<string, string> = {};
    let complete = true;
    for (const [k, [, valueColumn]] of AXES.entries()) {
      const axis = draft.axes[k] ?? null;
      const value = cell(valueColumn);
      if (!axis) {
        if (value) {
          this.flag(row, valueColumn, 'optionValueWithoutName');
          complete = false;
        }
        continue;
      }
      if (!value) {
        this.flag(row, valueColumn, 'optionValueMissing', { name: axis.name });
        complete = false;
      } else if (value.length > L.axisValue) {
        this.flag(row, valueColumn, 'tooLong', { max: L.axisValue });
        complete = false;
      } else if (!axis.values.includes(value)) {
        if (axis.values.length === L.axisValues) this.flag(row, valueColumn, 'optionValuesTooMany', { max: L.axisValues });
        axis.values.push(value);
      }
      options[axis.name] = value;
    }
    if (complete) {
      const key = JSON.stringify(draft.axes.map((a) => (a ? options[a.name] : null)));
      const earlier = draft.combos.get(key);
      const where: ImportColumn = draft.axes[0] ? 'option1_value' : draft.axes[1] ? 'option2_value' : 'handle';
      if (earlier !== undefined) this.flag(row, where, 'optionsRepeated', { row: earlier });
      else draft.combos.set(key, row);
    }
    if (draft.product.variants.length === L.variants) this.flag(row, 'handle', 'variantsTooMany', { max: L.variants });

    const sku = cell('sku');
    if (!sku) this.flag(row, 'sku', 'required');
    else if (!SKU_PATTERN.test(sku)) this.flag(row, 'sku', 'skuFormat');
    else {
      const earlier = this.skus.get(sku.toUpperCase());
      if (earlier !== undefined) this.flag(row, 'sku', 'skuRepeated', { sku, row: earlier });
      else this.skus.set(sku.toUpperCase(), row);
      if (this.refs.takenSkus.has(sku)) this.flag(row, 'sku', 'skuTaken', { sku });
    }
    const costText = cell('cost');
    const cost = dollarsCents(costText, L.costCents);
    if (!costText) this.flag(row, 'cost', 'required');
    else if (cost === null) this.flag(row, 'cost', 'cost');
    const image = cell('variant_image');
    if (image && !IMAGE_URL_PATTERN.test(image)) this.flag(row, 'variant_image', 'image', { value: image });
    draft.product.variants.push({
      sku,
      options,
      costCents: cost ?? 1,
      stock: this.number(row, 'stock', cell('stock'), 0, L.stock),
      weightG: this.number(row, 'variant_weight_g', cell('variant_weight_g'), 1, L.weightG, draft.product.weightG),
      image: image || null,
    });
  }
}
