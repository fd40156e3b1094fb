import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { Providers } from '../../../app/providers';
import { aLoginResponse } from '../../../test/fixtures';
import { answerAfter, mockApi } from '../../../test/mock-api';
import { RegisterForm } from './register-form';

describe('the registration form', () => {
  it('creates the account once on a double click, and reports that first attempt, not a duplicate', async () => {
    let created = false;
    const api = mockApi((r) => {
      if (r.url !== '/v1/users/regByPwd') return undefined;
      // As the server answers a second sign-up with the same address.
      if (created)
        return { status: 409, data: { code: 'EMAIL_TAKEN', message: 'That email is already registered.', params: {} } };
      created = true;
      return { status: 200, data: aLoginResponse({ email: 'new@shop.example' }) };
    });
    answerAfter(400);
    const onRegistered = vi.fn();
    const user = userEvent.setup();
    render(
      <Providers>
        <RegisterForm onRegistered={onRegistered} onBackToLogin={() => undefined} />
      </Providers>,
    );
    await user.type(screen.getByLabelText('Business email'), 'new@shop.example');
    await user.type(screen.getByLabelText('Password', { selector: 'input' }), 'a-long-secret-9');
    await user.dblClick(screen.getByRole('button', { name: 'Create account' }));

    await waitFor(() => expect(onRegistered).toHaveBeenCalledTimes(1));
    await new Promise((r) => setTimeout(r, 300));
    expect(api.sent.filter((r) => r.url === '/v1/users/regByPwd')).toHaveLength(1);
    expect(onRegistered).toHaveBeenCalledTimes(1);
    expect(screen.queryByText('That email is already registered.')).not.toBeInTheDocument();
  });
});
