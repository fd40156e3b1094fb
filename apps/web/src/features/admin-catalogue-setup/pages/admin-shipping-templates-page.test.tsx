import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Country, ShippingTemplateDetail, ShippingTemplateRule } from '@dropport/contracts';
import { describe, expect, it } from 'vitest';
import { CREDENTIAL_STORAGE_KEY } from '@/lib/credential';
import { aUser, consoleReplies } from '@/test/fixtures';
import { mockApi, type Reply, type SentRequest } from '@/test/mock-api';
import { renderApp } from '@/test/render-app';

const country = (code: string, name: string): Country => ({ code, name, phoneCode: '1', currency: 'EUR', eu: true, flag: '' });
const COUNTRIES = [country('DE', 'Germany'), country('FR', 'France')];
const METHODS = [
  { code: 'DP_STANDARD', name: 'Dropport Standard', carrier: 'Dropport Line', daysMin: 7, daysMax: 12 },
  { code: 'DHL_ECOMMERCE', name: 'DHL eCommerce', carrier: 'DHL', daysMin: 5, daysMax: 9 },
];
const RULES: ShippingTemplateRule[] = [
  {
    methodCode: 'DHL_ECOMMERCE',
    countryCode: 'DE',
    firstWeightG: 100,
    firstPriceCents: 490,
    additionalUnitG: 100,
    additionalPriceCents: 45,
    daysMin: 2,
    daysMax: 5,
  },
  {
    methodCode: 'DP_STANDARD',
    countryCode: '*',
    firstWeightG: 100,
    firstPriceCents: 390,
    additionalUnitG: 100,
    additionalPriceCents: 40,
    daysMin: 4,
    daysMax: 8,
  },
];
const TEMPLATE: ShippingTemplateDetail = {
  id: 5,
  name: 'EU warehouse',
  ruleCount: 2,
  productCount: 3,
  updatedAt: '2026-11-20T10:00:00.000Z',
  rules: RULES,
};

function asAdmin(write: (r: SentRequest) => Reply) {
  sessionStorage.setItem(CREDENTIAL_STORAGE_KEY, JSON.stringify({ userId: 'u-admin', token: 't' }));
  const me = aUser({ id: 'u-admin', role: 'admin' });
  return mockApi((r) => {
    if (r.method !== 'GET' && r.url.startsWith('/api/admin/shipping-templates')) return write(r);
    if (r.url === '/api/admin/shipping-templates') return { status: 200, data: { items: [TEMPLATE] } };
    if (r.url === '/api/admin/shipping-templates/5') return { status: 200, data: TEMPLATE };
    if (r.url === '/v1/shipping/methods') return { status: 200, data: { items: METHODS } };
    if (r.url === '/v1/dataRegion/country') return { status: 200, data: { items: COUNTRIES } };
    return consoleReplies(me)(r);
  });
}

const example = () => screen.getByTestId('rule-example');

describe('Admin → Shipping templates', () => {
  it('edits a price in dollars: the example re-prices as typed and the save sends exact cents', async () => {
    let refuse = true;
    const api = asAdmin((r) => {
      if (refuse) {
        refuse = false;
        return {
          status: 400,
          data: {
            code: 'TEMPLATE_DAYS_INVALID',
            message: 'Rule 2: the most days (8) cannot be fewer than the fewest (4).',
            params: { field: 'rules.1.daysMax' },
          },
        };
      }
      return { status: 200, data: { ...TEMPLATE, ...r.body, updatedAt: '2026-11-21T10:00:00.000Z' } };
    });
    const user = userEvent.setup();
    renderApp('/admin/shipping-templates');
    // Role queries walk the whole console's accessibility tree, slowly: labels and texts find things directly.
    await user.click(await screen.findByLabelText('Edit EU warehouse'));

    const price = await screen.findByLabelText('Rule 1: first price in dollars');
    expect(price).toHaveValue('4.90');
    expect(screen.getByText(/3 products ship by this template/)).toBeInTheDocument();
    // 500 g to Germany: 100 g, then four further units of 100 g; Standard by its `*` rule, DHL by Germany's own.
    expect(example()).toHaveTextContent('A 500 g parcel to Germany costs $5.50 by Dropport Standard, the cheapest way.');
    expect(example()).toHaveTextContent('DHL eCommerce$6.70 · 2–5 days');

    await user.clear(price);
    await user.type(price, '0.29');
    expect(example()).toHaveTextContent('costs $2.09 by DHL eCommerce');
    expect(example()).toHaveTextContent('Dropport Standardall other countries$5.50');

    await user.click(screen.getByText('Save'));
    const row2 = screen.getByLabelText('Rule 2: most days').closest('td')!;
    expect(await within(row2).findByText('Rule 2: the most days (8) cannot be fewer than the fewest (4).')).toBeInTheDocument();

    await user.click(screen.getByText('Save'));
    expect(await screen.findByText('EU warehouse is saved.')).toBeInTheDocument();
    const puts = api.sent.filter((r) => r.method === 'PUT');
    expect(puts).toHaveLength(2);
    expect(puts[1]?.url).toBe('/api/admin/shipping-templates/5');
    expect(puts[1]?.body).toEqual({ name: 'EU warehouse', rules: [{ ...RULES[0], firstPriceCents: 29 }, RULES[1]] });
  });

  it('marks cells that do not read and sends nothing until they do', async () => {
    const api = asAdmin(() => ({ status: 500, data: {} }));
    const user = userEvent.setup();
    renderApp('/admin/shipping-templates?template=5');
    const further = await screen.findByLabelText('Rule 2: price per further unit in dollars');
    // A new row copies the one above, all but the destination.
    await user.click(screen.getByText('Add rule'));
    expect(screen.getByLabelText('Rule 3: price per further unit in dollars')).toHaveValue('0.40');
    await user.clear(further);
    await user.type(further, '0.405');
    await user.clear(screen.getByLabelText('Rule 1: fewest days'));
    await user.type(screen.getByLabelText('Rule 1: fewest days'), '9');
    await user.click(screen.getByText('Save'));

    expect(await screen.findByText('A price like 4.20, up to two decimals (0 is free).')).toBeInTheDocument();
    expect(screen.getByText('At least the fewest days.')).toBeInTheDocument();
    expect(screen.getByText('Choose a destination.')).toBeInTheDocument();
    expect(screen.getByText('Fix the marked cells in 3 rules, then save again.')).toBeInTheDocument();
    expect(api.sent.some((r) => r.method === 'PUT')).toBe(false);

    await user.click(screen.getByLabelText('Remove rule 3'));
    await user.clear(further);
    await user.type(further, '0');
    expect(screen.queryByText('A price like 4.20, up to two decimals (0 is free).')).not.toBeInTheDocument();
  });

  it("asks before deleting and shows the server's refusal of a template in use", async () => {
    asAdmin((r) =>
      r.method === 'DELETE'
        ? {
            status: 409,
            data: {
              code: 'TEMPLATE_IN_USE',
              message: '3 products ship by the template "EU warehouse": move them to another template first.',
              params: {},
            },
          }
        : { status: 500, data: {} },
    );
    const user = userEvent.setup();
    renderApp('/admin/shipping-templates');
    await user.click(await screen.findByLabelText('Delete EU warehouse'));
    await user.click(await screen.findByText('Delete'));
    expect(await screen.findByText(/move them to another template first/)).toBeInTheDocument();
    expect(screen.getByText('EU warehouse')).toBeInTheDocument();
  });
});
