import PDFDocument from 'pdfkit';
import type { Invoice, Locale } from '@dropport/contracts';
import { fill, formatIssueDate, formatMoney, formatQuantity, invoiceTexts, lineText, winAnsi } from './invoice-texts.js';

/** Who issues the invoice: Dropport's company, from config. */
export interface Issuer {
  name: string;
  address: string[];
  taxId: string;
  email: string;
}

const PAGE = { width: 595.28, height: 841.89 }; // A4 in points
const MARGIN = 50;
const CONTENT = PAGE.width - 2 * MARGIN;
const RIGHT_BLOCK = 210;
const INK = '#1f2328';
const MUTED = '#5b6470';
const RULE = '#d0d7de';
const BAND = '#f3f5f7';
const ACCENT = '#1677ff';
const NOTE = '#eef5ff';
const REGULAR = 'Helvetica';
const BOLD = 'Helvetica-Bold';
const FOOTER_SPACE = 40;

/** The lines table: description takes what the figures leave. */
const COLUMNS = { quantity: 50, unitPrice: 95, amount: 100 };
const DESCRIPTION = CONTENT - COLUMNS.quantity - COLUMNS.unitPrice - COLUMNS.amount;
const CELL_PAD = 6;

type Doc = PDFKit.PDFDocument;
type Align = 'left' | 'right' | 'center';

function write(
  doc: Doc,
  text: string,
  x: number,
  y: number,
  width: number,
  o: { font?: string; size?: number; color?: string; align?: Align } = {},
) {
  doc
    .font(o.font ?? REGULAR)
    .fontSize(o.size ?? 9)
    .fillColor(o.color ?? INK)
    .text(winAnsi(text), x, y, { width, align: o.align ?? 'left', lineGap: 1 });
}

function heightOf(doc: Doc, text: string, width: number, font = REGULAR, size = 9): number {
  return doc.font(font).fontSize(size).heightOfString(winAnsi(text), { width, lineGap: 1 });
}

function rule(doc: Doc, y: number, x = MARGIN, width = CONTENT, color = RULE) {
  doc
    .moveTo(x, y)
    .lineTo(x + width, y)
    .lineWidth(0.75)
    .strokeColor(color)
    .stroke();
}

function collect(doc: Doc): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    doc.on('data', (c: Buffer) => chunks.push(c));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
}

/**
 * The invoice as a PDF in the reader's language: the issuer and the invoice's particulars, the "bill to" snapshot,
 * the lines with quantity, unit price and amount, the totals, how it was settled, and page numbers.
 */
export function renderInvoicePdf(invoice: Invoice, locale: Locale, issuer: Issuer): Promise<Buffer> {
  const t = invoiceTexts(locale);
  const money = (cents: number) => formatMoney(cents, invoice.currency, locale);
  const doc = new PDFDocument({
    size: 'A4',
    margin: MARGIN,
    bufferPages: true,
    lang: locale,
    displayTitle: true,
    info: {
      Title: winAnsi(`${t.title} ${invoice.number}`),
      Author: winAnsi(issuer.name),
      Subject: winAnsi(t.kinds[invoice.kind]),
      CreationDate: new Date(invoice.issuedAt),
    },
  });
  const done = collect(doc);
  const bottom = PAGE.height - MARGIN - FOOTER_SPACE;

  // Issuer, top left.
  let left = MARGIN;
  const issuerWidth = CONTENT - RIGHT_BLOCK - 20;
  write(doc, issuer.name, MARGIN, left, issuerWidth, { font: BOLD, size: 15 });
  left += heightOf(doc, issuer.name, issuerWidth, BOLD, 15) + 4;
  const issuerLines = [...issuer.address, issuer.taxId ? `${t.taxId}: ${issuer.taxId}` : '', issuer.email].filter(Boolean);
  for (const line of issuerLines) {
    write(doc, line, MARGIN, left, issuerWidth, { color: MUTED });
    left += heightOf(doc, line, issuerWidth) + 1;
  }

  // Title and particulars, top right.
  const rx = MARGIN + CONTENT - RIGHT_BLOCK;
  write(doc, t.title.toLocaleUpperCase(locale), rx, MARGIN - 4, RIGHT_BLOCK, {
    font: BOLD,
    size: 24,
    color: ACCENT,
    align: 'right',
  });
  let right = MARGIN + 32;
  const particulars: [string, string][] = [
    [t.number, invoice.number],
    [t.issued, formatIssueDate(invoice.issuedAt, locale)],
    [t.currency, invoice.currency],
    [t.kind, t.kinds[invoice.kind]],
    [t.status, t.paid],
  ];
  for (const [label, value] of particulars) {
    write(doc, label, rx, right, 95, { color: MUTED });
    write(doc, value, rx + 95, right, RIGHT_BLOCK - 95, { font: BOLD, align: 'right' });
    right += Math.max(heightOf(doc, label, 95), heightOf(doc, value, RIGHT_BLOCK - 95, BOLD)) + 4;
  }

  let y = Math.max(left, right) + 16;
  rule(doc, y);
  y += 16;

  // Bill to: the seller as they were when the invoice was issued.
  write(doc, t.billTo.toLocaleUpperCase(locale), MARGIN, y, 250, { font: BOLD, size: 8, color: MUTED });
  y += 13;
  const b = invoice.billTo;
  const name = b.name || b.email;
  write(doc, name, MARGIN, y, 300, { font: BOLD, size: 11 });
  y += heightOf(doc, name, 300, BOLD, 11) + 2;
  for (const line of [b.organization, b.location, b.name ? b.email : '', b.phone].filter(Boolean)) {
    write(doc, line, MARGIN, y, 300);
    y += heightOf(doc, line, 300) + 1;
  }
  y += 22;

  // The lines.
  const header = () => {
    doc.rect(MARGIN, y, CONTENT, 22).fill(BAND);
    const cells: [string, number, number, Align][] = [
      [t.columns.description, MARGIN, DESCRIPTION, 'left'],
      [t.columns.quantity, MARGIN + DESCRIPTION, COLUMNS.quantity, 'right'],
      [t.columns.unitPrice, MARGIN + DESCRIPTION + COLUMNS.quantity, COLUMNS.unitPrice, 'right'],
      [t.columns.amount, MARGIN + CONTENT - COLUMNS.amount, COLUMNS.amount, 'right'],
    ];
    for (const [label, x, w, align] of cells)
      write(doc, label, x + CELL_PAD, y + 7, w - 2 * CELL_PAD, { font: BOLD, size: 8, color: MUTED, align });
    y += 22;
  };
  header();
  for (const line of invoice.lines) {
    const text = lineText(line, locale);
    const height = heightOf(doc, text, DESCRIPTION - 2 * CELL_PAD) + 2 * CELL_PAD;
    if (y + height > bottom) {
      doc.addPage();
      y = MARGIN;
      header();
    }
    const figures: [string, number, number][] = [
      [formatQuantity(line.quantity, locale), MARGIN + DESCRIPTION, COLUMNS.quantity],
      [money(line.unitCents), MARGIN + DESCRIPTION + COLUMNS.quantity, COLUMNS.unitPrice],
      [money(line.amountCents), MARGIN + CONTENT - COLUMNS.amount, COLUMNS.amount],
    ];
    write(doc, text, MARGIN + CELL_PAD, y + CELL_PAD, DESCRIPTION - 2 * CELL_PAD);
    for (const [value, x, w] of figures) write(doc, value, x + CELL_PAD, y + CELL_PAD, w - 2 * CELL_PAD, { align: 'right' });
    y += height;
    rule(doc, y);
  }

  // Totals, and how the invoice was settled.
  const totals: [string, string, boolean][] = [
    [t.subtotal, money(invoice.subtotalCents), false],
    [t.tax, money(invoice.taxCents), false],
    [t.total, money(invoice.totalCents), true],
  ];
  const settled = [t.settled[invoice.kind], t.electronic, fill(t.questions, { email: issuer.email })];
  const noteWidth = CONTENT - 24;
  const noteHeight = settled.reduce((h, s, i) => h + heightOf(doc, s, noteWidth, i === 0 ? BOLD : REGULAR) + 3, 0) + 18;
  if (y + 14 + totals.length * 20 + 24 + noteHeight > bottom) {
    doc.addPage();
    y = MARGIN;
  }
  y += 12;
  for (const [label, value, strong] of totals) {
    if (strong) {
      rule(doc, y - 3, rx, RIGHT_BLOCK, INK);
      y += 3;
    }
    const size = strong ? 12 : 9.5;
    write(doc, label, rx, y, 100, { font: strong ? BOLD : REGULAR, size, color: strong ? INK : MUTED });
    write(doc, value, rx + 100, y, RIGHT_BLOCK - 100, { font: strong ? BOLD : REGULAR, size, align: 'right' });
    y += strong ? 22 : 17;
  }
  y += 20;
  doc.roundedRect(MARGIN, y, CONTENT, noteHeight, 4).fill(NOTE);
  let ny = y + 9;
  settled.forEach((s, i) => {
    write(doc, s, MARGIN + 12, ny, noteWidth, { font: i === 0 ? BOLD : REGULAR, color: i === 0 ? INK : MUTED });
    ny += heightOf(doc, s, noteWidth, i === 0 ? BOLD : REGULAR) + 3;
  });

  // Every page: who and which invoice, and the page number.
  const { start, count } = doc.bufferedPageRange();
  for (let i = start; i < start + count; i++) {
    doc.switchToPage(i);
    // The footer sits in the bottom margin, where pdfkit would otherwise start a new page.
    const margin = doc.page.margins.bottom;
    doc.page.margins.bottom = 0;
    const fy = PAGE.height - MARGIN + 10;
    rule(doc, fy - 8);
    write(doc, `${issuer.name} · ${invoice.number}`, MARGIN, fy, CONTENT / 2, { size: 8, color: MUTED });
    write(doc, fill(t.page, { page: i - start + 1, pages: count }), MARGIN + CONTENT / 2, fy, CONTENT / 2, {
      size: 8,
      color: MUTED,
      align: 'right',
    });
    doc.page.margins.bottom = margin;
  }
  doc.end();
  return done;
}
