import { screen } from '@testing-library/react';
import type { OutboxMessage } from '@dropport/contracts';
import { describe, expect, it } from 'vitest';
import { CREDENTIAL_STORAGE_KEY } from '@/lib/credential';
import { aUser, consoleReplies } from '@/test/fixtures';
import { mockApi } from '@/test/mock-api';
import { renderApp } from '@/test/render-app';

const message = (over: Partial<OutboxMessage>): OutboxMessage => ({
  id: 'M1',
  channel: 'email',
  to: 'nina@shop.example',
  subject: 'Your Dropport verification code',
  body: 'Welcome to Dropport.\n\nYour verification code is 482913. It expires in 15 minutes.\n\nIf you did not create an account, ignore this email.',
  status: 'kept',
  createdAt: '2026-11-20T09:00:00.000Z',
  ...over,
});

describe('Admin → Outbox', () => {
  it('shows the one-time code of a message in its own column, and none for a message without one', async () => {
    const admin = aUser({ id: 'u-admin', role: 'admin', email: 'ops@dropport.example' });
    sessionStorage.setItem(CREDENTIAL_STORAGE_KEY, JSON.stringify({ userId: admin.id, token: 't' }));
    const items = [
      message({}),
      message({
        id: 'M2',
        subject: 'Order DP1000004 has shipped',
        body: 'Your order DP1000004 has shipped. Tracking number: 9400111899223100012345.',
      }),
    ];
    mockApi(
      (r) =>
        (r.url === '/api/admin/outbox' ? { status: 200, data: { items, nextCursor: null } } : undefined) ??
        consoleReplies(admin)(r),
    );
    renderApp('/admin/outbox');

    // The code is a cell's whole text (not a word inside the message), on the message's row, and can be copied.
    const code = await screen.findByText('482913');
    const row = code.closest('tr') as HTMLElement;
    expect(row).toHaveTextContent('nina@shop.example');
    expect(row).toHaveTextContent('Your Dropport verification code');
    expect(row.querySelector('[aria-label="Copy"], .ant-typography-copy')).not.toBeNull();
    const shipped = (await screen.findByText('Order DP1000004 has shipped')).closest('tr') as HTMLElement;
    expect(shipped.querySelectorAll('td')[2]).toHaveTextContent(/^—$/);
  });
});
