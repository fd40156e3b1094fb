import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { aMessage, aTicket, fakeSupportApi } from '@/features/support/test/fake-support';
import { recentTicketsQueryOptions, supportKeys } from '@/features/support';
import { queryClient } from '@/lib/query-client';
import { supportWidget } from '@/lib/support-widget';
import { aUser } from '@/test/fixtures';
import { answerAfter } from '@/test/mock-api';
import { renderApp } from '@/test/render-app';

// Any console page has the button; a light one keeps the test about the widget.
const PAGE = '/invoice';
const LIST = '/api/support/tickets';
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

const helpButton = (name: string | RegExp = /^Help/) => screen.findByRole('button', { name });
const drawer = async () =>
  (await screen.findByText('Help and support', { selector: '.ant-drawer-title' })).closest('.ant-drawer') as HTMLElement;
const drawerClosed = () => waitFor(() => expect(document.querySelector('.ant-drawer-open')).toBeNull());

/** Six tickets, newest activity first: t6 … t1; t5 has a reply the seller has not read. */
const SIX = Array.from({ length: 6 }, (_, i) =>
  aTicket({
    id: `t${i + 1}`,
    number: `TK-00010${i + 1}`,
    subject: `Question number ${i + 1}`,
    lastMessageAt: `2026-11-1${i + 1}T10:00:00.000Z`,
    unread: i === 4,
    status: i === 4 ? 'awaiting_seller' : 'awaiting_support',
  }),
);

describe('the help widget', () => {
  it('shows the count of unread replies, and opens a drawer with the five latest tickets and a link to all', async () => {
    const api = fakeSupportApi({ tickets: SIX });
    const user = userEvent.setup();
    const app = renderApp(PAGE);
    await user.click(await helpButton('Help, 1 ticket with a new reply'));

    const panel = await drawer();
    const recent = within(panel).getByRole('region', { name: 'Your latest tickets' });
    await within(recent).findByRole('button', { name: 'Question number 6' });
    expect(
      within(recent)
        .getAllByRole('listitem')
        .map((li) => li.querySelector('strong')?.textContent),
    ).toEqual(['Question number 6', 'Question number 5', 'Question number 4', 'Question number 3', 'Question number 2']);
    const unread = within(recent).getByRole('button', { name: 'Question number 5, New reply' });
    expect(unread).toHaveTextContent('Waiting for your reply');
    expect(unread).toHaveTextContent('TK-000105');
    expect(api.calls('GET', LIST).map((r) => r.params)).toEqual([{ limit: 5 }]);

    const all = within(panel).getByRole('link', { name: 'All tickets' });
    expect(all).toHaveAttribute('href', '/home/support-ticket');
    await user.click(all);
    await waitFor(() => expect(app.location()).toBe('/home/support-ticket'));
    await drawerClosed();
  });

  it('sends a quick message once, with its subject, the page and the order it shows, and opens the new thread', async () => {
    const api = fakeSupportApi({ tickets: [] });
    const user = userEvent.setup();
    renderApp('/orders?status=on_hold&id=o-41');
    await user.click(await helpButton());
    const panel = await drawer();
    expect(await within(panel).findByText('No tickets yet.')).toBeInTheDocument();

    const send = within(panel).getByRole('button', { name: 'Send' });
    await user.click(send);
    expect(await within(panel).findByText('Write your message first.')).toBeInTheDocument();
    await user.type(within(panel).getByRole('textbox', { name: 'Your message' }), '   ');
    await user.click(send);
    expect(api.calls('POST', LIST)).toHaveLength(0);

    await user.clear(within(panel).getByRole('textbox', { name: 'Your message' }));
    await user.type(
      within(panel).getByRole('textbox', { name: 'Your message' }),
      'Where is my parcel?{Shift>}{Enter}{/Shift}It has been two weeks.',
    );
    answerAfter(150);
    await user.dblClick(send);
    await waitFor(() => expect(send).toHaveClass('ant-btn-loading'));

    const thread = await within(panel).findByRole('feed', { name: 'Messages' });
    expect(within(thread).getByRole('article', { name: 'You' })).toHaveTextContent('Where is my parcel? It has been two weeks.');
    expect(within(panel).getByRole('heading', { name: 'Where is my parcel?' })).toBeInTheDocument();
    const posts = api.calls('POST', LIST);
    expect(posts).toHaveLength(1);
    expect(posts[0]!.body).toEqual({
      category: 'other',
      subject: 'Where is my parcel?',
      message: 'Where is my parcel?\nIt has been two weeks.',
      context: '/orders?status=on_hold&id=o-41',
      orderId: 'o-41',
      idempotencyKey: expect.stringMatching(UUID),
    });
  });

  it('a message too short for a subject is filed after "Help:", with no order outside the order pages', async () => {
    const api = fakeSupportApi({ tickets: [] });
    const user = userEvent.setup();
    renderApp('/invoice?page=2');
    await user.click(await helpButton());
    const panel = await drawer();
    await user.type(within(panel).getByRole('textbox', { name: 'Your message' }), 'Hi');
    await user.click(within(panel).getByRole('button', { name: 'Send' }));
    await within(panel).findByRole('feed', { name: 'Messages' });
    expect(api.calls('POST', LIST)[0]!.body).toMatchObject({ subject: 'Help: Hi', message: 'Hi', context: '/invoice?page=2' });
    expect(api.calls('POST', LIST)[0]!.body).not.toHaveProperty('orderId');
  });

  it('opens a thread: the messages without internal notes, a reply, and what support writes next once the list is refreshed', async () => {
    const ticket = aTicket({
      id: 't-lamp',
      subject: 'Broken lamp',
      status: 'awaiting_seller',
      unread: true,
      messages: [
        aMessage({ id: 'm1', body: 'The lamp arrived broken.', createdAt: '2026-11-20T09:00:00.000Z' }),
        aMessage({
          id: 'm2',
          author: 'support',
          authorName: 'Ana',
          body: 'Sorry! Send a photo?',
          createdAt: '2026-11-20T10:00:00.000Z',
        }),
        aMessage({
          id: 'm3',
          author: 'support',
          authorName: 'Ana',
          body: 'Refund if photo OK',
          internal: true,
          createdAt: '2026-11-20T10:01:00.000Z',
        }),
      ],
    });
    const api = fakeSupportApi({ tickets: [ticket] });
    const user = userEvent.setup();
    renderApp(PAGE);
    await user.click(await helpButton('Help, 1 ticket with a new reply'));
    const panel = await drawer();
    await user.click(await within(panel).findByRole('button', { name: 'Broken lamp, New reply' }));

    const thread = await within(panel).findByRole('feed', { name: 'Messages' });
    expect(
      within(thread)
        .getAllByRole('article')
        .map((a) => a.getAttribute('aria-label')),
    ).toEqual(['You', 'Support · Ana']);
    expect(thread).not.toHaveTextContent('Refund if photo OK');
    expect(within(panel).getByRole('link', { name: 'Open on the support page' })).toHaveAttribute(
      'href',
      '/home/support-ticket?id=t-lamp',
    );
    // Reading the thread marks it read: the button's count goes.
    expect(await helpButton('Help')).toBeInTheDocument();

    await user.click(within(panel).getByRole('button', { name: 'Send reply' }));
    expect(await within(panel).findByText('Write your reply first.')).toBeInTheDocument();
    await user.type(within(panel).getByRole('textbox', { name: 'Your reply' }), 'Here it is.');
    await user.click(within(panel).getByRole('button', { name: 'Send reply' }));
    await waitFor(() => expect(within(thread).getAllByRole('article')).toHaveLength(3));
    expect(api.calls('POST', '/api/support/tickets/t-lamp/messages').map((r) => r.body)).toEqual([{ body: 'Here it is.' }]);
    expect(within(panel).getByRole('textbox', { name: 'Your reply' })).toHaveValue('');

    // Support answers; the live updates refresh the support queries, which the thread shares.
    api.state.tickets[0]!.messages.push(
      aMessage({ id: 'm9', author: 'support', authorName: 'Ana', body: 'Refunded.', createdAt: '2026-11-22T10:00:00.000Z' }),
    );
    await act(() => queryClient.invalidateQueries({ queryKey: supportKeys.all }));
    expect(await within(thread).findByText('Refunded.')).toBeInTheDocument();

    await user.click(within(panel).getByRole('button', { name: 'Back' }));
    expect(await within(panel).findByRole('button', { name: 'Broken lamp' })).toBeInTheDocument();
  });

  it('signing out (clearUser) closes it and forgets the thread, the draft and its cached answers', async () => {
    fakeSupportApi({ tickets: SIX });
    const user = userEvent.setup();
    renderApp(PAGE);
    await user.click(await helpButton());
    let panel = await drawer();
    await user.type(within(panel).getByRole('textbox', { name: 'Your message' }), 'Half a thought');
    // Closed and opened again, the draft is still there.
    await user.click(within(panel).getByRole('button', { name: 'Close' }));
    await drawerClosed();
    await user.click(await helpButton());
    panel = await drawer();
    expect(within(panel).getByRole('textbox', { name: 'Your message' })).toHaveValue('Half a thought');
    await user.click(await within(panel).findByRole('button', { name: 'Question number 6' }));
    await within(panel).findByRole('feed', { name: 'Messages' });
    expect(queryClient.getQueryData(supportKeys.detail('t6'))).toBeDefined();

    act(() => supportWidget.clearUser());
    await drawerClosed();
    expect(queryClient.getQueryData(recentTicketsQueryOptions(5).queryKey)).toBeUndefined();
    expect(queryClient.getQueryData(supportKeys.detail('t6'))).toBeUndefined();

    await user.click(await helpButton());
    panel = await drawer();
    expect(within(panel).getByRole('textbox', { name: 'Your message' })).toHaveValue('');
    expect(await within(panel).findByRole('button', { name: 'Question number 6' })).toBeInTheDocument();
    expect(within(panel).queryByRole('feed', { name: 'Messages' })).toBeNull();
  });

  it("is not on an admin's pages", async () => {
    fakeSupportApi({ user: aUser({ id: 'u-admin', role: 'admin', email: 'ada@dropport.example' }) });
    renderApp('/admin/outbox');
    expect(await screen.findByRole('menuitem', { name: 'Admin' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^Help/ })).toBeNull();
  });
});
