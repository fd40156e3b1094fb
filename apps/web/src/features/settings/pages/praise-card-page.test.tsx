import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { PraiseCard } from '@dropport/contracts';
import { describe, expect, it } from 'vitest';
import { CREDENTIAL_STORAGE_KEY } from '@/lib/credential';
import { aSetting, aUser, consoleReplies } from '@/test/fixtures';
import { mockApi, type SentRequest } from '@/test/mock-api';
import { renderApp } from '@/test/render-app';

const DESIGN_ID = '01JDESIGN0000000000000000A';

function aCard(overrides: Partial<PraiseCard> = {}): PraiseCard {
  return { enabled: false, designUploadId: null, designUrl: null, message: '', feeCents: 30, updatedAt: null, ...overrides };
}

function signedIn() {
  sessionStorage.setItem(CREDENTIAL_STORAGE_KEY, JSON.stringify({ userId: 'u-seller', token: 't' }));
  return aUser();
}

const png = (bytes = 64) => new File([new Uint8Array(bytes)], 'card.png', { type: 'image/png' });
const fileInput = () => document.querySelector<HTMLInputElement>('input[type="file"]')!;
const cardPosts = (sent: SentRequest[]) => sent.filter((r) => r.method === 'POST' && r.url.endsWith('/praiseCard'));

describe('Setting → Praise card', () => {
  it('shows the fee, uploads a design with a preview, and saves the card on with its message', async () => {
    const me = signedIn();
    const api = mockApi((r) => {
      if (r.url === '/api/uploads') {
        return {
          status: 201,
          data: {
            id: DESIGN_ID,
            purpose: 'praiseCard',
            mime: 'image/png',
            size: 64,
            name: 'card.png',
            url: `/files/${DESIGN_ID}`,
            createdAt: '',
          },
        };
      }
      if (r.url === '/v1/users/u-seller/praiseCard' && r.method === 'POST') {
        return {
          status: 200,
          data: aCard({
            ...(r.body as Partial<PraiseCard>),
            designUrl: `/files/${DESIGN_ID}`,
            updatedAt: '2026-05-01T00:00:00.000Z',
          }),
        };
      }
      if (r.url === '/v1/users/u-seller/praiseCard') return { status: 200, data: aCard() };
      if (r.url === '/v1/users/u-seller/setting') return { status: 200, data: aSetting() };
      return consoleReplies(me)(r);
    });
    const user = userEvent.setup();
    renderApp('/setting/praise-card');
    expect(
      await screen.findByText('Each parcel with a card costs $0.30 more; orders add it while the card is on.'),
    ).toBeInTheDocument();
    expect(screen.getByText('No design yet')).toBeInTheDocument();

    // On without a design is refused before anything is sent.
    await user.click(screen.getByRole('switch', { name: 'Put a praise card in every parcel' }));
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Upload a design to turn the card on.')).toBeInTheDocument();
    expect(cardPosts(api.sent)).toHaveLength(0);

    await user.upload(fileInput(), png());
    expect(await screen.findByRole('img', { name: 'Preview of your card design' })).toHaveAttribute('src', `/files/${DESIGN_ID}`);
    await user.type(screen.getByLabelText('Message on the card'), 'Thanks for shopping with us!');
    expect(screen.getByText('28 / 300')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Your praise card is saved.')).toBeInTheDocument();
    expect(cardPosts(api.sent).at(-1)?.body).toEqual({
      enabled: true,
      designUploadId: DESIGN_ID,
      message: 'Thanks for shopping with us!',
    });
  });

  it('refuses a design that is not an image or is too large before uploading it', async () => {
    const me = signedIn();
    const api = mockApi((r) => {
      if (r.url === '/v1/users/u-seller/praiseCard') return { status: 200, data: aCard() };
      if (r.url === '/v1/users/u-seller/setting') return { status: 200, data: aSetting() };
      return consoleReplies(me)(r);
    });
    // A browser's "all files" choice skips the input's accept filter; so does this user.
    const user = userEvent.setup({ applyAccept: false });
    renderApp('/setting/praise-card');
    await screen.findByText('No design yet');
    await user.upload(fileInput(), new File(['%PDF-1.4'], 'card.pdf', { type: 'application/pdf' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Choose a PNG, JPEG or WebP image.');
    await user.upload(fileInput(), png(2 * 1024 * 1024 + 1));
    await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent('The design must be 2 MB or smaller.'));
    expect(api.sent.some((r) => r.url === '/api/uploads')).toBe(false);
  });

  it("shows the server's refusal of an upload and of the card, and a loaded card as saved", async () => {
    const me = signedIn();
    mockApi((r) => {
      if (r.url === '/api/uploads') {
        return {
          status: 400,
          data: {
            code: 'UPLOAD_TYPE_NOT_ALLOWED',
            message: 'This file type is not allowed here. Allowed: png, jpg, webp.',
            params: {},
          },
        };
      }
      if (r.url === '/v1/users/u-seller/praiseCard' && r.method === 'POST') {
        return { status: 400, data: { code: 'PRAISE_CARD_DESIGN_INVALID', message: 'This design cannot be used.', params: {} } };
      }
      if (r.url === '/v1/users/u-seller/praiseCard') {
        return {
          status: 200,
          data: aCard({
            enabled: true,
            designUploadId: DESIGN_ID,
            designUrl: `/files/${DESIGN_ID}`,
            message: 'Hello',
            feeCents: 125,
          }),
        };
      }
      if (r.url === '/v1/users/u-seller/setting') return { status: 200, data: aSetting({ currencyDisplay: 'code' }) };
      return consoleReplies(me)(r);
    });
    const user = userEvent.setup();
    renderApp('/setting/praise-card');
    expect(await screen.findByDisplayValue('Hello')).toBeInTheDocument();
    expect(screen.getByRole('switch', { name: 'Put a praise card in every parcel' })).toBeChecked();
    expect(screen.getByRole('img', { name: 'Preview of your card design' })).toHaveAttribute('src', `/files/${DESIGN_ID}`);
    expect(await screen.findByText(/USD\s1\.25/)).toBeInTheDocument();

    await user.upload(fileInput(), png());
    expect(await screen.findByText('This file type is not allowed here. Allowed: png, jpg, webp.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('This design cannot be used.')).toBeInTheDocument();
  });

  it('says so when the card cannot be loaded', async () => {
    const me = signedIn();
    mockApi((r) => {
      if (r.url === '/v1/users/u-seller/praiseCard')
        return { status: 500, data: { code: 'INTERNAL', message: 'Something went wrong on our side.', params: {} } };
      return consoleReplies(me)(r);
    });
    renderApp('/setting/praise-card');
    // Said on the page and in the http client's toast.
    expect(await screen.findAllByText('Something went wrong on our side.')).not.toHaveLength(0);
  });
});
