import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { Providers } from '@/app/providers';
import { setLocale } from '@/lib/i18n';
import { aLoginResponse } from '@/test/fixtures';
import { answerAfter, mockApi } from '@/test/mock-api';
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

  it('links the terms and the privacy policy beside the button, in each language', async () => {
    mockApi(() => undefined);
    const cases = [
      ['en-US', 'Terms of Service', 'Privacy Policy'],
      ['es-ES', 'Condiciones del servicio', 'Política de privacidad'],
      ['pt-BR', 'Termos de Serviço', 'Política de Privacidade'],
    ] as const;
    for (const [locale, terms, privacy] of cases) {
      await act(() => setLocale(locale));
      const view = render(
        <Providers>
          <RegisterForm onRegistered={() => undefined} onBackToLogin={() => undefined} />
        </Providers>,
      );
      expect(screen.getByRole('link', { name: terms })).toHaveAttribute('href', '/text#terms');
      expect(screen.getByRole('link', { name: privacy })).toHaveAttribute('href', '/text#privacy');
      view.unmount();
    }
  });

  it("fills in an invite link's code and sends it with the sign-up", async () => {
    const api = mockApi((r) =>
      r.url === '/v1/users/regByPwd' ? { status: 200, data: aLoginResponse({ email: 'new@shop.example' }) } : undefined,
    );
    const onRegistered = vi.fn();
    const user = userEvent.setup();
    render(
      <Providers>
        <RegisterForm inviteCode="AB12CD34" onRegistered={onRegistered} onBackToLogin={() => undefined} />
      </Providers>,
    );
    expect(screen.getByLabelText(/Invite code/)).toHaveValue('AB12CD34');
    await user.type(screen.getByLabelText('Business email'), 'new@shop.example');
    await user.type(screen.getByLabelText('Password', { selector: 'input' }), 'a-long-secret-9');
    await user.click(screen.getByRole('button', { name: 'Create account' }));
    await waitFor(() => expect(onRegistered).toHaveBeenCalledTimes(1));
    expect(api.sent.find((r) => r.url === '/v1/users/regByPwd')?.body).toMatchObject({ inviteCode: 'AB12CD34' });
  });

  it("shows the server's refusal of an unknown invite code on the invite-code field", async () => {
    mockApi((r) =>
      r.url === '/v1/users/regByPwd'
        ? { status: 400, data: { code: 'INVITE_CODE_UNKNOWN', message: 'This invite code does not exist.', params: {} } }
        : undefined,
    );
    const onRegistered = vi.fn();
    const user = userEvent.setup();
    render(
      <Providers>
        <RegisterForm onRegistered={onRegistered} onBackToLogin={() => undefined} />
      </Providers>,
    );
    await user.type(screen.getByLabelText('Business email'), 'new@shop.example');
    await user.type(screen.getByLabelText('Password', { selector: 'input' }), 'a-long-secret-9');
    const code = screen.getByLabelText('Invite code (optional)');
    await user.type(code, 'NOPE42');
    await user.click(screen.getByRole('button', { name: 'Create account' }));

    await waitFor(() => expect(code).toHaveAttribute('aria-invalid', 'true'));
    // The field turns invalid a render before its message element (the one aria-describedby names) is in the page.
    await waitFor(() =>
      expect(document.getElementById(code.getAttribute('aria-describedby')?.split(' ')[0] ?? '')).toHaveTextContent(
        'This invite code does not exist.',
      ),
    );
    expect(screen.getAllByText('This invite code does not exist.')).toHaveLength(1);
    expect(onRegistered).not.toHaveBeenCalled();
  });
});
