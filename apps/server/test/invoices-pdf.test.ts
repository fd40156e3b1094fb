import { beforeAll, expect, it } from 'vitest';
import type { Invoice } from '@dropport/contracts';
import { invoiceLine } from '../src/modules/invoices/invoice-issuer.js';
import { describeEachEngine, type Seller } from './harness.js';
import { invoicesApi, pdfText } from './invoices-support.js';

const NBSP = '\u00a0';
/** The text with wrapped lines joined again, for phrases that may wrap in a narrow column. */
const flat = (pdf: Buffer) => pdfText(pdf).replace(/[ \n]+/g, ' ');

describeEachEngine('invoices: the PDF', (get) => {
  const api = invoicesApi(get);
  let maria: Seller;
  let recharge: Invoice;
  let order: Invoice;
  beforeAll(async () => {
    maria = await get().seller();
    await api.profile(maria, {
      username: 'María Peña',
      organizationName: 'Importações São João €uro Ltda',
      locationName: 'Curitiba, Paraná',
      phone: '+55 41 99999-0000',
    });
    recharge = await api.issue(maria.id, {
      now: Date.parse('2026-03-05T10:00:00Z'),
      lines: [invoiceLine('wallet_recharge_bank', { reference: 'RC-7F3K2' }, 1234_50)],
    });
    order = await api.issue(maria.id, {
      kind: 'order',
      now: Date.parse('2026-03-06T10:00:00Z'),
      lines: [
        invoiceLine('order_products', { orderNumber: '#1042' }, 19_99, 3),
        invoiceLine('order_shipping', { orderNumber: '#1042' }, 7_50),
        invoiceLine('order_praise_card', { orderNumber: '#1042' }, 30, 3),
      ],
      taxCents: 2_15,
    });
  });

  it('downloads as an attachment named after the number, a real PDF laid out like an invoice in English', async () => {
    const res = await api.pdf(maria, recharge.id, { lang: 'en-US' });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('application/pdf');
    expect(res.headers.get('content-disposition')).toBe(
      `attachment; filename="${recharge.number}.pdf"; filename*=UTF-8''${recharge.number}.pdf`,
    );
    expect(res.bytes.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    expect(res.bytes.subarray(-6).toString('latin1')).toMatch(/%%EOF\s*$/);

    const text = pdfText(res.bytes);
    for (const expected of [
      'Dropport Ltd.',
      '1 Example Plaza, Suite 100',
      'INVOICE',
      'Invoice number',
      recharge.number,
      'Issue date',
      'March 5, 2026',
      'Currency',
      'USD',
      'BILL TO',
      'María Peña',
      'Importações São João €uro Ltda',
      'Curitiba, Paraná',
      maria.email,
      '+5541999990000',
      'Description',
      'Unit price',
      'Wallet recharge by bank transfer (ref. RC-7F3K2)',
      'Subtotal',
      'Tax',
      '$0.00',
      'Total',
      '$1,234.50',
      'Credited to your Dropport wallet.',
      'Page 1 of 1',
    ]) {
      expect(text).toContain(expected);
    }
  });

  it("writes the labels, dates and money of the reader's language, accents and all", async () => {
    const es = flat((await api.pdf(maria, recharge.id, { lang: 'es-ES,es;q=0.9' })).bytes);
    for (const expected of [
      'FACTURA',
      'Número de factura',
      'Fecha de emisión',
      '5 de marzo de 2026',
      'FACTURAR A',
      'Descripción',
      'Precio unitario',
      'Importe',
      'Impuestos',
      `1234,50${NBSP}US$`,
      'Recarga del monedero por transferencia bancaria (ref. RC-7F3K2)',
      'Abonado en tu monedero de Dropport.',
      '¿Preguntas o correcciones',
      'María Peña',
    ]) {
      expect(es).toContain(expected);
    }
    expect(es).not.toContain('Invoice number');

    const pt = flat((await api.pdf(maria, recharge.id, { lang: 'pt-BR' })).bytes);
    for (const expected of [
      'FATURA',
      'Número da fatura',
      'Data de emissão',
      '5 de março de 2026',
      'Situação',
      'FATURAR PARA',
      'Descrição',
      'Preço unitário',
      `US$${NBSP}1.234,50`,
      'Recarga da carteira por transferência bancária (ref. RC-7F3K2)',
      'Creditado na sua carteira Dropport.',
      'Dúvidas ou correções',
      'Página 1 de 1',
    ]) {
      expect(pt).toContain(expected);
    }
    // The query wins over the header: a link can name the language.
    expect(pdfText((await api.pdf(maria, recharge.id, { lang: 'en-US', query: '?locale=pt-BR' })).bytes)).toContain(
      'Data de emissão',
    );
  });

  it("falls back to the reader's saved language when the request names none of its languages", async () => {
    const set = await get().call('POST', `/v1/users/${maria.id}/setting?locale=es-ES`, { as: maria });
    expect(set.status).toBe(200);
    try {
      expect(pdfText((await api.pdf(maria, recharge.id)).bytes)).toContain('Fecha de emisión');
      expect(pdfText((await api.pdf(maria, recharge.id, { lang: 'fr-FR,de;q=0.5' })).bytes)).toContain('Fecha de emisión');
      expect(pdfText((await api.pdf(maria, recharge.id, { lang: 'pt' })).bytes)).toContain('Data de emissão');
    } finally {
      await get().call('POST', `/v1/users/${maria.id}/setting?locale=en-US`, { as: maria });
    }
    expect(pdfText((await api.pdf(maria, recharge.id)).bytes)).toContain('Issue date');
  });

  it('lists every line of an order with quantity, unit price and amount, then subtotal, tax and total', async () => {
    const text = pdfText((await api.pdf(maria, order.id, { lang: 'en-US' })).bytes);
    const lines = text.split('\n');
    const after = (label: string) => lines[lines.indexOf(label) + 1];
    expect(lines).toEqual(
      expect.arrayContaining(['Products of order #1042', 'Shipping of order #1042', 'Praise cards of order #1042']),
    );
    expect(after('Products of order #1042')).toBe('3');
    expect(lines.slice(lines.indexOf('Products of order #1042'), lines.indexOf('Products of order #1042') + 4)).toEqual([
      'Products of order #1042',
      '3',
      '$19.99',
      '$59.97',
    ]);
    expect(after('Subtotal')).toBe('$68.37');
    expect(after('Tax')).toBe('$2.15');
    expect(after('Total')).toBe('$70.52');
    expect(text).toContain('Order payment');
    expect(text).toContain('Paid from your Dropport wallet.');
  });

  it('draws letters its fonts lack as plain look-alikes or "?", never as broken bytes', async () => {
    const lee = await get().seller();
    await api.profile(lee, { username: 'Łukasz Lee 李', organizationName: 'Őrség Crafts' });
    const inv = await api.issue(lee.id);
    const text = pdfText((await api.pdf(lee, inv.id)).bytes);
    expect(text).toContain('Lukasz Lee ?');
    expect(text).toContain('Orség Crafts');
  });
});
