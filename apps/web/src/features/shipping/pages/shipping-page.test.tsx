import { screen, waitFor, within } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import type { Country, ShippingDefaults, ShippingMethod, TrackSetting } from '@dropport/contracts';
import { describe, expect, it } from 'vitest';
import { CREDENTIAL_STORAGE_KEY } from '@/lib/credential';
import { aUser, consoleReplies } from '@/test/fixtures';
import { mockApi, type Reply, type SentRequest } from '@/test/mock-api';
import { renderApp } from '@/test/render-app';

const COUNTRIES: Country[] = [
  { code: 'DE', name: 'Germany', phoneCode: '49', currency: 'EUR', eu: true, flag: '🇩🇪' },
  { code: 'FR', name: 'France', phoneCode: '33', currency: 'EUR', eu: true, flag: '🇫🇷' },
  { code: 'US', name: 'United States', phoneCode: '1', currency: 'USD', eu: false, flag: '🇺🇸' },
];
const METHODS: ShippingMethod[] = [
  { code: 'DP_STANDARD', name: 'Dropport Standard', carrier: 'Dropport Line', daysMin: 7, daysMax: 12 },
  { code: 'DHL_ECOMMERCE', name: 'DHL eCommerce', carrier: 'DHL', daysMin: 6, daysMax: 10 },
];
const EMPTY: ShippingDefaults = { defaultCountryCode: null, rules: [], updatedAt: null };
const TRACK: TrackSetting = {
  userId: 'u-seller',
  notifyCustomer: true,
  trackingUrlTemplate: '',
  carrierNames: {},
  updatedAt: null,
};

function serve(overrides: (r: SentRequest) => Reply | undefined = () => undefined) {
  sessionStorage.setItem(CREDENTIAL_STORAGE_KEY, JSON.stringify({ userId: 'u-seller', token: 't' }));
  const me = aUser();
  return mockApi(
    (r) =>
      overrides(r) ??
      (r.url === '/v1/dataRegion/country' ? { status: 200, data: { items: COUNTRIES } } : undefined) ??
      (r.url === '/v1/shipping/methods' ? { status: 200, data: { items: METHODS } } : undefined) ??
      (r.url === '/v1/users/u-seller/shipping'
        ? { status: 200, data: r.method === 'POST' ? { ...r.body, updatedAt: 'x' } : EMPTY }
        : undefined) ??
      (r.url === '/v1/userTrackSetting/u-seller' ? { status: 200, data: TRACK } : undefined) ??
      consoleReplies(me)(r),
  );
}

/** Opens an antd Select by its accessible name and picks the option with that text. */
async function pick(user: UserEvent, name: string, option: string) {
  await user.click(screen.getByRole('combobox', { name }));
  const options = await screen.findAllByTitle(option);
  await user.click(options[options.length - 1]!);
}

const posts = (sent: SentRequest[], url: string) => sent.filter((r) => r.method === 'POST' && r.url === url);

describe('Setting → Shipping: defaults', () => {
  it('refuses a country twice and a rule without a preferred method before sending anything', async () => {
    const api = serve();
    const user = userEvent.setup();
    renderApp('/setting/shipping');
    expect(await screen.findByText('No destination rules yet.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: /Add a rule/ }));
    await user.click(screen.getByRole('button', { name: /Add a rule/ }));
    await pick(user, 'Country of rule 1', 'Germany');
    await pick(user, 'Country of rule 2', 'Germany');
    await user.click(screen.getByRole('button', { name: 'Save shipping defaults' }));
    expect((await screen.findAllByText('This country already has a rule.')).length).toBeGreaterThan(0);
    // Each field's error renders on its own: wait for both, not for the first.
    await waitFor(() => expect(screen.getAllByText('Choose a preferred method.')).toHaveLength(2));
    expect(posts(api.sent, '/v1/users/u-seller/shipping')).toHaveLength(0);
  });

  it('refuses a fallback equal to the preferred method, then saves the defaults as JSON', async () => {
    const api = serve();
    const user = userEvent.setup();
    renderApp('/setting/shipping');
    await screen.findByText('No destination rules yet.');
    await pick(user, 'Default ship-to country', 'United States');
    await user.click(screen.getByRole('button', { name: /Add a rule/ }));
    await pick(user, 'Country of rule 1', 'Germany');
    await pick(user, 'Preferred method of rule 1', 'DHL eCommerce · 6–10 days');
    await pick(user, 'Fallback method of rule 1', 'DHL eCommerce · 6–10 days');
    await user.click(screen.getByRole('button', { name: 'Save shipping defaults' }));
    expect(await screen.findByText('Choose a fallback other than the preferred method, or none.')).toBeInTheDocument();
    expect(posts(api.sent, '/v1/users/u-seller/shipping')).toHaveLength(0);

    await pick(user, 'Fallback method of rule 1', 'Dropport Standard · 7–12 days');
    await user.click(screen.getByRole('button', { name: 'Save shipping defaults' }));
    expect(await screen.findByText('Your shipping defaults are saved.')).toBeInTheDocument();
    const [post] = posts(api.sent, '/v1/users/u-seller/shipping');
    expect(post?.contentType).toContain('application/json');
    expect(post?.body).toEqual({
      defaultCountryCode: 'US',
      rules: [{ countryCode: 'DE', preferredMethod: 'DHL_ECOMMERCE', fallbackMethod: 'DP_STANDARD' }],
    });
  });

  it("shows the saved rules and the server's refusal", async () => {
    serve((r) => {
      if (r.url !== '/v1/users/u-seller/shipping') return undefined;
      if (r.method === 'POST') {
        return {
          status: 400,
          data: { code: 'SHIPPING_METHOD_UNKNOWN', message: 'There is no shipping method "X" on offer.', params: {} },
        };
      }
      return {
        status: 200,
        data: {
          defaultCountryCode: 'FR',
          rules: [{ countryCode: 'US', preferredMethod: 'DP_STANDARD', fallbackMethod: null }],
          updatedAt: 'x',
        },
      };
    });
    const user = userEvent.setup();
    renderApp('/setting/shipping');
    const rule = await screen.findByRole('group', { name: 'Rule 1' });
    expect(within(rule).getByText('United States')).toBeInTheDocument();
    expect(within(rule).getByText('Dropport Standard · 7–12 days')).toBeInTheDocument();
    expect(screen.getByText('France')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Save shipping defaults' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('There is no shipping method "X" on offer.');
  });

  it('says so when the shipping data cannot be loaded', async () => {
    serve((r) =>
      r.url === '/v1/shipping/methods'
        ? { status: 500, data: { code: 'INTERNAL', message: 'Boom on our side.', params: {} } }
        : undefined,
    );
    renderApp('/setting/shipping');
    await waitFor(() => expect(screen.getAllByText('This could not be loaded.')).toHaveLength(2));
  });
});

describe('Setting → Shipping: tracking', () => {
  it('shows a live example, refuses a template without the placeholder, and saves', async () => {
    const api = serve((r) =>
      r.url === '/v1/userTrackSetting' ? { status: 200, data: { ...TRACK, ...r.body, updatedAt: 'x' } } : undefined,
    );
    const user = userEvent.setup();
    renderApp('/setting/shipping');
    expect(await screen.findByText("Empty: buyers get the carrier's own tracking page.")).toBeInTheDocument();
    const template = screen.getByLabelText('Tracking page address');
    await user.type(template, 'https://track.myshop.com/p/');
    await user.click(screen.getByRole('button', { name: 'Save tracking settings' }));
    expect(
      await screen.findByText('Enter an http or https address that contains {trackingNumber}, or leave it empty.'),
    ).toBeInTheDocument();
    expect(posts(api.sent, '/v1/userTrackSetting')).toHaveLength(0);

    await user.type(template, '{{trackingNumber}');
    expect(await screen.findByTestId('tracking-example')).toHaveTextContent('https://track.myshop.com/p/DP2026000123US');
    await user.click(screen.getByRole('switch', { name: 'Notify the buyer when an order is fulfilled' }));
    await user.type(screen.getByLabelText('Carrier name for DHL eCommerce'), ' DHL Express ');
    await user.click(screen.getByRole('button', { name: 'Save tracking settings' }));
    expect(await screen.findByText('Your tracking settings are saved.')).toBeInTheDocument();
    expect(posts(api.sent, '/v1/userTrackSetting')[0]?.body).toEqual({
      userId: 'u-seller',
      notifyCustomer: false,
      trackingUrlTemplate: 'https://track.myshop.com/p/{trackingNumber}',
      carrierNames: { DHL_ECOMMERCE: 'DHL Express' },
    });
  });

  it("shows the server's refusal of the tracking setting", async () => {
    serve((r) =>
      r.url === '/v1/userTrackSetting'
        ? { status: 400, data: { code: 'TRACKING_URL_INVALID', message: 'The tracking page must be a web address.', params: {} } }
        : undefined,
    );
    const user = userEvent.setup();
    renderApp('/setting/shipping');
    await user.click(await screen.findByRole('button', { name: 'Save tracking settings' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('The tracking page must be a web address.');
  });
});
