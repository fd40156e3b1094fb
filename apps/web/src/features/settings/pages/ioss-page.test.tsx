import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { CREDENTIAL_STORAGE_KEY } from '@/lib/credential';
import { aSetting, aUser, consoleReplies } from '@/test/fixtures';
import { mockApi } from '@/test/mock-api';
import { renderApp } from '@/test/render-app';

function signedIn() {
  sessionStorage.setItem(CREDENTIAL_STORAGE_KEY, JSON.stringify({ userId: 'u-seller', token: 't' }));
  return aUser();
}

describe('Setting → IOSS', () => {
  it('checks the number, then saves it cleaned up', async () => {
    const me = signedIn();
    const api = mockApi((r) => {
      if (r.url === '/v1/users/u-seller/setting' && r.method === 'POST') {
        return { status: 200, data: aSetting({ iossEnabled: true, iossNumber: 'IM0123456789' }) };
      }
      if (r.url === '/v1/users/u-seller/setting') return { status: 200, data: aSetting() };
      return consoleReplies(me)(r);
    });
    const user = userEvent.setup();
    renderApp('/setting/IOSS');
    await user.click(await screen.findByRole('switch', { name: 'Declare my IOSS number on EU orders' }));
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Enter your IOSS number to declare it.')).toBeInTheDocument();

    await user.type(screen.getByLabelText('IOSS number'), 'IM12345');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('An IOSS number is IM followed by 10 digits, e.g. IM0123456789.')).toBeInTheDocument();
    expect(api.sent.some((r) => r.method === 'POST' && r.url.endsWith('/setting'))).toBe(false);

    await user.clear(screen.getByLabelText('IOSS number'));
    await user.type(screen.getByLabelText('IOSS number'), 'im 0123 456789');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Your IOSS setting is saved.')).toBeInTheDocument();
    expect(api.sent.find((r) => r.method === 'POST' && r.url.endsWith('/setting'))?.params).toEqual({
      iossEnabled: true,
      iossNumber: 'IM0123456789',
    });
  });

  it("shows the server's refusal in the form", async () => {
    const me = signedIn();
    mockApi((r) => {
      if (r.url === '/v1/users/u-seller/setting' && r.method === 'POST') {
        return {
          status: 400,
          data: { code: 'IOSS_NUMBER_REQUIRED', message: 'Enter your IOSS number (IM and 10 digits).', params: {} },
        };
      }
      if (r.url === '/v1/users/u-seller/setting') return { status: 200, data: aSetting({ iossNumber: 'IM0123456789' }) };
      return consoleReplies(me)(r);
    });
    const user = userEvent.setup();
    renderApp('/setting/IOSS');
    expect(await screen.findByDisplayValue('IM0123456789')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Enter your IOSS number (IM and 10 digits).');
  });
});
