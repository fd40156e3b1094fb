import fs from 'node:fs';
import { expect, test, type APIRequestContext } from '@playwright/test';
import type { Invoice, Recharge, Upload } from '@dropport/contracts';
import { makePng } from './png';
import { ADMIN, SELLER, apiSignIn, chooseLanguage, openConsole } from './support';

/**
 * A real recharge by bank transfer, through the API as the console and the admin queue make it: the seller asks for
 * a reference, confirms the transfer with a proof, an admin approves it, and the wallet credit issues the invoice.
 */
async function rechargeByBank(request: APIRequestContext, amountCents: number): Promise<Recharge> {
  const seller = { Authorization: await apiSignIn(request, SELLER) };
  const created = await request.post('/api/wallet/recharges', { headers: seller, data: { method: 'bank', amountCents } });
  expect(created.status()).toBe(201);
  const recharge = (await created.json()) as Recharge;

  const uploaded = await request.post('/api/uploads', {
    headers: seller,
    multipart: { purpose: 'document', file: { name: 'receipt.png', mimeType: 'image/png', buffer: makePng(24) } },
  });
  expect(uploaded.status()).toBe(201);
  const proof = (await uploaded.json()) as Upload;
  const confirmed = await request.post(`/api/wallet/recharges/${recharge.id}/confirm`, {
    headers: seller,
    data: { transferDate: new Date().toISOString().slice(0, 10), amountCents, payerName: 'Sam Seller', proofFileId: proof.id },
  });
  expect(confirmed.status()).toBe(200);

  const admin = { Authorization: await apiSignIn(request, ADMIN) };
  const approved = await request.post(`/api/admin/recharges/${recharge.id}/approve`, { headers: admin });
  expect(approved.status()).toBe(200);
  const done = (await (await request.get(`/api/wallet/recharges/${recharge.id}`, { headers: seller })).json()) as Recharge;
  expect(done.status).toBe('succeeded');
  expect(done.invoiceId).toEqual(expect.any(String));
  return done;
}

test('a credited bank recharge brings its invoice to /invoice, whose PDF downloads in the console language', async ({
  page,
  request,
}) => {
  const recharge = await rechargeByBank(request, 1234_50);
  const seller = { Authorization: await apiSignIn(request, SELLER) };
  const invoice = (await (await request.get(`/api/invoices/${recharge.invoiceId}`, { headers: seller })).json()) as Invoice;
  expect(invoice.number).toMatch(/^DP-\d{4}-\d{6}$/);

  await openConsole(page, '/invoice');
  await expect(page.getByRole('heading', { level: 3, name: 'Invoices' })).toBeVisible();
  const row = page.getByRole('row').filter({ hasText: invoice.number });
  await expect(row).toContainText('Wallet recharge');
  await expect(row).toContainText(`Wallet recharge by bank transfer (ref. ${recharge.reference})`);
  await expect(row).toContainText('$1,234.50');

  // The PDF comes with the session's credential, under the invoice's number.
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    row.getByRole('button', { name: 'Download PDF' }).click(),
  ]);
  expect(download.suggestedFilename()).toBe(`${invoice.number}.pdf`);
  const file = fs.readFileSync(await download.path());
  expect(file.subarray(0, 5).toString('latin1')).toBe('%PDF-');
  expect(file.length).toBeGreaterThan(1000);

  // Filters live in the address: orders only shows the demo business's order invoices, not the recharge.
  await page.getByRole('combobox', { name: 'Type', exact: true }).click();
  await page.getByTitle('Order payment').last().click();
  await expect(page).toHaveURL('/invoice?kind=order');
  await expect(
    page
      .getByRole('row')
      .filter({ hasText: /Products of order DP\d+/ })
      .first(),
  ).toBeVisible();
  await expect(row).toHaveCount(0);
  await page.getByRole('button', { name: 'Clear filters' }).click();
  await expect(page).toHaveURL('/invoice');

  // In Spanish, the same invoice reads in Spanish, and so does its PDF.
  await chooseLanguage(page, 'es-ES');
  await expect(row).toContainText(`Recarga del monedero por transferencia bancaria (ref. ${recharge.reference})`);
  await expect(row).toContainText('1234,50 US$');
  const [spanish] = await Promise.all([
    page.waitForEvent('download'),
    row.getByRole('button', { name: 'Descargar PDF' }).click(),
  ]);
  expect(spanish.suggestedFilename()).toBe(`${invoice.number}.pdf`);
  const pdf = await request.get(`/api/invoices/${invoice.id}/pdf`, { headers: { ...seller, 'Accept-Language': 'es-ES' } });
  expect(pdf.headers()['content-type']).toBe('application/pdf');
  expect(pdf.headers()['content-disposition']).toBe(
    `attachment; filename="${invoice.number}.pdf"; filename*=UTF-8''${invoice.number}.pdf`,
  );
});
