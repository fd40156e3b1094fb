import { screen, waitFor, within } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import {
  DEFAULT_PRICE_RULE_SET,
  type Country,
  type PriceRuleSet,
  type PricingRules,
  type PricingRulesOverview,
  type StoreSummary,
} from '@dropport/contracts';
import { describe, expect, it } from 'vitest';
import { CREDENTIAL_STORAGE_KEY } from '@/lib/credential';
import { aUser, consoleReplies } from '@/test/fixtures';
import { mockApi, type Reply, type SentRequest } from '@/test/mock-api';
import { renderApp } from '@/test/render-app';

const COUNTRIES: Country[] = [
  { code: 'DE', name: 'Germany', phoneCode: '49', currency: 'EUR', eu: true, flag: '🇩🇪' },
  { code: 'US', name: 'United States', phoneCode: '1', currency: 'USD', eu: false, flag: '🇺🇸' },
];
const RATES = { USD: 1_000_000, EUR: 920_000, GBP: 790_000, CAD: 1_360_000, AUD: 1_520_000, BRL: 5_400_000, MXN: 17_100_000 };
const STORE: StoreSummary = {
  id: 'st1',
  platform: 'shopify',
  shopDomain: 'lisbon-shop.myshopify.com',
  name: 'Lisbon Shop',
  currency: 'EUR',
  status: 'active',
  linkedAt: '2026-03-01T10:00:00.000Z',
};

const builtin = (): PricingRules => ({
  scope: 'default',
  storeId: null,
  set: DEFAULT_PRICE_RULE_SET,
  source: 'builtin',
  updatedAt: null,
});

/**
 * A fake pricing API: the overview, PUT and DELETE per scope, kept in memory so a save shows on the next read.
 * `stores` answers GET /api/stores (undefined: the server has no store linking yet, 404).
 */
function serve(opts: { stores?: StoreSummary[]; country?: string | null; refuse?: Reply; saved?: PricingRules } = {}) {
  sessionStorage.setItem(CREDENTIAL_STORAGE_KEY, JSON.stringify({ userId: 'u-seller', token: 't' }));
  const state: PricingRulesOverview = {
    default: opts.saved ?? builtin(),
    stores: [],
    exchangeRates: RATES,
    defaultShippingCountry: opts.country === undefined ? 'DE' : opts.country,
  };
  const me = aUser();
  const api = mockApi((r) => {
    // A copy, as a real answer is: the same object again would look unchanged to the query cache.
    if (r.url === '/api/pricing-rules' && r.method === 'GET') return { status: 200, data: structuredClone(state) };
    const scope = /^\/api\/pricing-rules\/(.+)$/.exec(r.url)?.[1];
    if (scope && r.method === 'PUT') {
      if (opts.refuse) return opts.refuse;
      const saved: PricingRules = {
        scope,
        storeId: scope === 'default' ? null : scope,
        set: r.body as PriceRuleSet,
        source: scope === 'default' ? 'default' : 'store',
        updatedAt: new Date().toISOString(),
      };
      if (scope === 'default') state.default = saved;
      else state.stores = [...state.stores.filter((s) => s.scope !== scope), saved];
      return { status: 200, data: saved };
    }
    if (scope && r.method === 'DELETE') {
      if (scope === 'default') state.default = builtin();
      else state.stores = state.stores.filter((s) => s.scope !== scope);
      return { status: 200, data: scope === 'default' ? state.default : { ...state.default, scope, storeId: scope } };
    }
    if (r.url === '/api/stores' && opts.stores) return { status: 200, data: { items: opts.stores } };
    if (r.url === '/v1/dataRegion/country') return { status: 200, data: { items: COUNTRIES } };
    return consoleReplies(me)(r);
  });
  return { api, state };
}

/** The preview's row for an example cost, e.g. "$12.00" (no other table on the page shows that amount). */
function previewRow(cost: string): HTMLElement {
  const row = screen.getAllByRole('row', { hidden: true }).find((r) => within(r).queryByText(cost));
  if (!row) throw new Error(`no preview row for ${cost}`);
  return row;
}

/** Picks an option of an antd radio-button group (its input takes no pointer events; the label does). */
async function choose(user: UserEvent, group: string, option: string) {
  await user.click(
    within(screen.getByRole('radiogroup', { name: group, hidden: true }))
      .getByRole('radio', { name: option, hidden: true })
      .closest('label')!,
  );
}

/** Replaces a field's text (pasted: one change, as the page re-prices on each). */
async function retype(user: UserEvent, label: string, text: string) {
  const input = screen.getByLabelText(label);
  await user.clear(input);
  if (text) await user.paste(text);
}

// Role queries pass `hidden: true`: checking visibility walks the computed styles of the whole console in the test DOM
// (every antd style sheet), which takes seconds per query on a page this size.

const puts = (sent: SentRequest[]) => sent.filter((r) => r.method === 'PUT');

describe('Setting → Pricing rule', () => {
  it('previews the suggested rules and follows every edit as it is typed', async () => {
    serve();
    const user = userEvent.setup({ pointerEventsCheck: 0 });
    renderApp('/setting/pricing-rule');
    expect(
      await screen.findByText("These are Dropport's suggested rules. Change and save them to make them yours."),
    ).toBeInTheDocument();
    expect(screen.queryByText('Rules for')).not.toBeInTheDocument();
    expect(await screen.findByText('Include shipping to Germany in the cost')).toBeInTheDocument();

    // $12.00: range 2 (x1.8) -> $21.60 -> $21.99; compare-at x1.5 -> $32.99; profit 21.99 - 12.00 - 3.50 shipping
    expect(previewRow('$12.00')).toHaveTextContent('$12.00$3.50$21.99$32.99$6.492');
    await retype(user, 'Range 2: markup value', '3');
    expect(previewRow('$12.00')).toHaveTextContent('$12.00$3.50$36.99$55.99$21.492');

    // A fixed markup instead: $12.00 + $5.00 = $17.00 -> $17.99
    await choose(user, 'Range 2: markup', '+ Add');
    await retype(user, 'Range 2: markup value', '5');
    expect(previewRow('$12.00')).toHaveTextContent('$17.99');

    // Shipping in the cost: $12.00 + $3.50 = $15.50 + $5.00 -> $20.99, and the column says so
    await user.click(screen.getByRole('switch', { name: 'Include shipping to Germany in the cost', hidden: true }));
    expect(previewRow('$12.00')).toHaveTextContent('$20.99');
    expect(screen.getByRole('columnheader', { name: 'Shipping (in the price)', hidden: true })).toBeInTheDocument();

    // No rounding and no compare-at
    await user.click(screen.getByRole('switch', { name: 'Round prices up to end in these cents', hidden: true }));
    await choose(user, 'Compare-at price', 'None');
    expect(previewRow('$12.00')).toHaveTextContent('$12.00$3.50$20.50—$5.00');

    // A cost of the seller's own joins the examples
    await user.click(screen.getByLabelText('Try a cost'));
    await user.paste('40');
    expect(previewRow('$40.00')).toHaveTextContent('$40.00$3.50$65.25');
  });

  it('shows why ranges cannot be saved, and keeps Save off until they can', async () => {
    const { api } = serve();
    const user = userEvent.setup({ pointerEventsCheck: 0 });
    renderApp('/setting/pricing-rule');
    await screen.findByLabelText('Range 1: up to');

    await retype(user, 'Range 1: up to', '40');
    expect(
      await screen.findByText('Rule 2 must end above where it starts; only the last rule has no upper limit.'),
    ).toBeInTheDocument();
    expect(screen.getByText('Fix the rules above to see the prices.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Save', hidden: true })).toBeDisabled();

    await retype(user, 'Range 1: up to', '4,5x');
    expect(screen.getByText('Enter an amount like 12.50.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Save', hidden: true })).toBeDisabled();

    await retype(user, 'Range 2: markup value', '0.5');
    await retype(user, 'Range 1: up to', '8');
    expect(screen.getByText(/^Rule 2: a multiplier goes from ×1 to ×100/)).toBeInTheDocument();

    await retype(user, 'Range 2: markup value', '1.5');
    await waitFor(() => expect(screen.queryByText(/^Rule 2/)).not.toBeInTheDocument());
    expect(screen.getByRole('button', { name: 'Save', hidden: true })).toBeEnabled();
    expect(puts(api.sent)).toEqual([]);
  });

  it('adds ranges by splitting the last, merges on remove, and saves the set as cents and thousandths', async () => {
    const { api } = serve();
    const user = userEvent.setup({ pointerEventsCheck: 0 });
    renderApp('/setting/pricing-rule');
    await screen.findByLabelText('Range 1: up to');

    await user.click(screen.getByRole('button', { name: 'Add a range', hidden: true }));
    expect(screen.getByLabelText('Range 3: up to')).toHaveValue('60');
    await retype(user, 'Range 4: markup value', '1.25');
    await user.click(screen.getByRole('button', { name: 'Remove range 2', hidden: true }));
    // Range 1 now runs to $30 (where the removed range ended).
    expect(screen.getByLabelText('Range 1: up to')).toHaveValue('30');
    await retype(user, 'Range 1: markup value', '2,5');
    await retype(user, 'Cents ending', '95');
    await choose(user, 'Compare-at price', '+ Price plus');
    await retype(user, 'Compare-at value', '4.5');
    await user.click(screen.getByRole('switch', { name: 'Include shipping to Germany in the cost', hidden: true }));
    await user.click(screen.getByRole('button', { name: 'Save', hidden: true }));

    expect(await screen.findByText('Your pricing rules are saved.')).toBeInTheDocument();
    const [sent, ...more] = puts(api.sent);
    expect(more).toEqual([]);
    expect(sent?.url).toBe('/api/pricing-rules/default');
    expect(sent?.body).toEqual({
      rules: [
        { minCostCents: 0, maxCostCents: 3000, kind: 'multiplier', value: 2500 },
        { minCostCents: 3000, maxCostCents: 6000, kind: 'multiplier', value: 1500 },
        { minCostCents: 6000, maxCostCents: null, kind: 'multiplier', value: 1250 },
      ],
      compareAt: { kind: 'fixed', value: 450 },
      centsEnding: 95,
      includeShipping: true,
    });
    // Saved: the notice about suggested rules is gone, and the reset is offered.
    expect(await screen.findByRole('button', { name: 'Restore the suggested rules', hidden: true })).toBeInTheDocument();
    expect(screen.queryByText(/Dropport's suggested rules/)).not.toBeInTheDocument();
    expect(screen.getByText('Save').closest('button')).toBeDisabled();
  });

  it("shows the server's refusal", async () => {
    serve({
      refuse: {
        status: 422,
        data: { code: 'PRICE_RULES_GAP', message: 'Rule 1 must start where the rule before it ends.', params: { rule: 1 } },
      },
    });
    const user = userEvent.setup({ pointerEventsCheck: 0 });
    renderApp('/setting/pricing-rule');
    await user.click(await screen.findByRole('button', { name: 'Save', hidden: true }));
    expect(await screen.findByText('Rule 1 must start where the rule before it ends.')).toBeInTheDocument();
  });

  it('restores the suggested rules after asking', async () => {
    const { api } = serve({
      saved: {
        ...builtin(),
        source: 'default',
        updatedAt: '2026-03-01T10:00:00.000Z',
        set: { ...DEFAULT_PRICE_RULE_SET, centsEnding: null },
      },
    });
    const user = userEvent.setup({ pointerEventsCheck: 0 });
    renderApp('/setting/pricing-rule');
    await user.click(await screen.findByRole('button', { name: 'Restore the suggested rules', hidden: true }));
    await user.click(await screen.findByRole('button', { name: 'Yes', hidden: true }));
    expect(await screen.findByText('The rules are restored.')).toBeInTheDocument();
    expect(api.sent.filter((r) => r.method === 'DELETE').map((r) => r.url)).toEqual(['/api/pricing-rules/default']);
    await waitFor(() =>
      expect(screen.getByRole('switch', { name: 'Round prices up to end in these cents', hidden: true })).toBeChecked(),
    );
  });

  it('edits a linked store in its currency, starting from the default rules', async () => {
    const { api } = serve({ stores: [STORE], country: null });
    const user = userEvent.setup({ pointerEventsCheck: 0 });
    renderApp('/setting/pricing-rule');
    // No default country chosen: the platform's fallback is named, with the way to choose one.
    expect(await screen.findByText('Include shipping to United States in the cost')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Choose it in Setting → Shipping', hidden: true })).toHaveAttribute(
      'href',
      '/setting/shipping',
    );

    await user.click(screen.getByRole('combobox', { name: 'Rules for', hidden: true }));
    const options = await screen.findAllByTitle('Lisbon Shop (in EUR)');
    await user.click(options[options.length - 1]!);
    expect(
      await screen.findByText('This store uses your default rules. Save here to give it rules of its own.'),
    ).toBeInTheDocument();
    expect(screen.getByText('Prices in EUR, at 0.92 EUR per US dollar.')).toBeInTheDocument();
    // $12.00 x1.8 = $21.60 = €19.87 -> €19.99; profit back in dollars: 19.99 / 0.92 = $21.73 - 12.00 - 3.50
    expect(previewRow('$12.00')).toHaveTextContent('$12.00$3.50€19.99€29.99$6.232');

    await retype(user, 'Range 2: markup value', '2');
    expect(previewRow('$12.00')).toHaveTextContent('€22.99');
    await user.click(screen.getByRole('button', { name: 'Save', hidden: true }));
    expect(await screen.findByText('Your pricing rules are saved.')).toBeInTheDocument();
    expect(puts(api.sent).map((r) => [r.url, (r.body as PriceRuleSet).rules[1]?.value])).toEqual([
      ['/api/pricing-rules/st1', 2000],
    ]);
    expect(await screen.findByRole('button', { name: 'Use my default rules', hidden: true })).toBeInTheDocument();
  });
});
