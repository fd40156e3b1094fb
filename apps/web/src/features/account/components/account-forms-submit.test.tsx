import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { Providers } from '@/app/providers';
import { saveCredential } from '@/lib/credential';
import { aUser } from '@/test/fixtures';
import { answerAfter, mockApi } from '@/test/mock-api';
import { EmailForm } from './email-form';
import { ProfileForm } from './profile-form';

const me = aUser();

// Each request takes a moment, as a real one does: a double click's second click lands while the first runs.
describe('My Account forms on a double click', () => {
  it('sends the confirmation code once and reports it as sent, not as an error', async () => {
    saveCredential({ userId: me.id, token: 't' }, false);
    let sent = 0;
    const api = mockApi((r) => {
      if (r.url !== `/v1/users/${me.id}/email`) return undefined;
      sent += 1;
      // As the server answers a code asked again within its wait.
      if (sent > 1) return { status: 429, data: { code: 'RATE_LIMITED', message: 'Wait a minute.', params: {} } };
      return { status: 200, data: { sent: true, expiresInSeconds: 600 } };
    });
    answerAfter(400);
    const user = userEvent.setup();
    render(
      <Providers>
        <EmailForm user={me} />
      </Providers>,
    );
    await user.type(screen.getByLabelText('New email'), 'other@shop.example');
    await user.dblClick(screen.getByRole('button', { name: 'Send a code to the new address' }));

    expect(await screen.findByLabelText('Code sent to other@shop.example')).toBeInTheDocument();
    await new Promise((r) => setTimeout(r, 600));
    expect(api.sent.filter((r) => r.url === `/v1/users/${me.id}/email`)).toHaveLength(1);
    expect(screen.queryByText('Wait a minute.')).not.toBeInTheDocument();
  });

  it('saves the profile once', async () => {
    saveCredential({ userId: me.id, token: 't' }, false);
    const api = mockApi((r) => {
      if (r.url === '/v1/dataRegion/country') return { status: 200, data: { items: [] } };
      if (r.url === `/v1/users/${me.id}/profile`) return { status: 200, data: { ...me, username: String(r.body.username) } };
      return undefined;
    });
    answerAfter(400);
    const user = userEvent.setup();
    render(
      <Providers>
        <ProfileForm user={me} />
      </Providers>,
    );
    const name = screen.getByLabelText('Display name');
    await user.clear(name);
    await user.type(name, 'Sam Rivera');
    await user.dblClick(screen.getByRole('button', { name: 'Save profile' }));

    expect(await screen.findByText('Your profile is saved.')).toBeInTheDocument();
    await new Promise((r) => setTimeout(r, 600));
    expect(api.sent.filter((r) => r.url === `/v1/users/${me.id}/profile`)).toHaveLength(1);
  });
});
