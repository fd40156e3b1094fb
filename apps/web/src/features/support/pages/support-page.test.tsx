import { screen, waitFor, within } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { queryClient } from '@/lib/query-client';
import { answerAfter } from '@/test/mock-api';
import { renderApp } from '@/test/render-app';
import { supportUnreadQueryOptions } from '../index';
import { aMessage, aTicket, fakeSupportApi, uploadId } from '../test/fake-support';

const LIST = '/api/support/tickets';
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

const drawerTitled = async (title: string) =>
  (await screen.findByText(title, { selector: '.ant-drawer-title' })).closest('.ant-drawer') as HTMLElement;
const row = async (text: string) => (await screen.findByText(text)).closest('tr') as HTMLElement;
const pdf = (name = 'receipt.pdf') => new File(['%PDF-1.4'], name, { type: 'application/pdf' });

async function pick(user: UserEvent, name: string, option: string) {
  await user.click(screen.getByRole('combobox', { name }));
  const options = await screen.findAllByTitle(option);
  await user.click(options[options.length - 1]!);
}

const TICKETS = [
  aTicket({
    id: 't-answered',
    number: 'TK-000102',
    subject: 'Refund for a damaged lamp',
    category: 'payment',
    status: 'awaiting_seller',
    unread: true,
    orderId: 'o-41',
    orderNo: 'DP-1041',
    lastMessageAt: '2026-11-20T15:00:00.000Z',
    messages: [
      aMessage({ id: 'm1', body: 'The lamp arrived broken.\nPhotos attached.', createdAt: '2026-11-20T09:00:00.000Z' }),
      aMessage({
        id: 'm2',
        author: 'support',
        authorName: 'Ana',
        body: 'Sorry about that!\nWe refunded the order.',
        createdAt: '2026-11-20T15:00:00.000Z',
        attachments: [
          { id: 'f1', name: 'refund.pdf', mime: 'application/pdf', size: 4096, url: '/api/support/tickets/t-answered/files/f1' },
        ],
      }),
    ],
  }),
  aTicket({
    id: 't-waiting',
    number: 'TK-000101',
    subject: 'Parcel stuck in transit',
    lastMessageAt: '2026-11-19T10:00:00.000Z',
  }),
];

describe('Home → Support tickets', () => {
  it('lists the tickets, newest activity first, with the unread badge, and filters them by status', async () => {
    const api = fakeSupportApi({ tickets: TICKETS });
    const user = userEvent.setup();
    renderApp('/home/support-ticket');

    const answered = await row('Refund for a damaged lamp');
    expect(within(answered).getByText('New reply')).toBeInTheDocument();
    expect(within(answered).getByText('TK-000102')).toBeInTheDocument();
    expect(within(answered).getByText('Payment or balance')).toBeInTheDocument();
    expect(within(answered).getByText('Waiting for your reply')).toBeInTheDocument();
    expect(within(answered).getByRole('link', { name: 'DP-1041' })).toHaveAttribute('href', '/orders?id=o-41');
    const waiting = await row('Parcel stuck in transit');
    expect(within(waiting).queryByText('New reply')).toBeNull();
    expect(within(waiting).getByText('Waiting for support')).toBeInTheDocument();
    const rows = screen.getAllByRole('row').map((r) => r.textContent);
    expect(rows.findIndex((r) => r?.includes('TK-000102'))).toBeLessThan(rows.findIndex((r) => r?.includes('TK-000101')));

    await user.click(screen.getByRole('radio', { name: 'Resolved' }).closest('label')!);
    expect(await screen.findByText('No tickets with this status.')).toBeInTheDocument();
    expect(api.calls('GET', LIST).at(-1)?.params).toMatchObject({ status: 'resolved' });
    expect(api.calls('GET', LIST)[0]?.params.status).toBeUndefined();
  });

  it('writes a ticket with its attachments and one idempotency key, even on a double click, then opens it', async () => {
    const api = fakeSupportApi();
    const user = userEvent.setup();
    const app = renderApp('/home/support-ticket');
    expect(await screen.findByText('No tickets yet. Write to support whenever you need help.')).toBeInTheDocument();
    await user.click(screen.getAllByRole('button', { name: 'New ticket' })[0]!);
    const drawer = await drawerTitled('Write to support');

    // Nothing is sent before the form is complete.
    await user.click(within(drawer).getByRole('button', { name: 'Send ticket' }));
    expect(await within(drawer).findByText('Choose a topic.')).toBeInTheDocument();
    expect(within(drawer).getByText('Enter a subject.')).toBeInTheDocument();
    expect(within(drawer).getByText('Write your message.')).toBeInTheDocument();
    await user.type(within(drawer).getByLabelText('Subject'), 'Hi');
    expect(await within(drawer).findByText('Enter at least 3 characters.')).toBeInTheDocument();

    await pick(user, 'Topic', 'Product');
    await user.type(within(drawer).getByLabelText('Subject'), ' — wrong colour');
    await user.type(within(drawer).getByLabelText('Message'), 'I ordered blue.{enter}I got pink.');
    await user.upload(drawer.querySelector('input[type=file]') as HTMLInputElement, pdf());
    expect(await within(drawer).findByText('file-1.pdf')).toBeInTheDocument();
    await user.upload(drawer.querySelector('input[type=file]') as HTMLInputElement, pdf('second.pdf'));
    expect(await within(drawer).findByText('file-2.pdf')).toBeInTheDocument();
    await user.click(within(drawer).getByRole('button', { name: 'Remove file-1.pdf' }));
    expect(api.calls('POST', LIST)).toEqual([]);

    // As a real answer takes a moment: the double click's second click lands while the first is sent.
    answerAfter(150);
    await user.dblClick(within(drawer).getByRole('button', { name: 'Send ticket' }));
    await waitFor(() => expect(app.location()).toBe('/home/support-ticket?id=t-new-1'));
    expect(api.calls('POST', LIST)).toHaveLength(1);
    expect(api.calls('POST', LIST)[0]?.body).toEqual({
      category: 'product',
      subject: 'Hi — wrong colour',
      message: 'I ordered blue.\nI got pink.',
      attachmentIds: [uploadId(2)],
      idempotencyKey: expect.stringMatching(UUID),
    });
    expect(api.calls('POST', '/api/uploads')).toHaveLength(2);

    const thread = await drawerTitled('Hi — wrong colour');
    expect(await within(thread).findByText('TK-000201')).toBeInTheDocument();
    expect(within(thread).getByRole('link', { name: 'file-2.pdf' })).toBeInTheDocument();
    expect((await screen.findByRole('link', { name: 'Hi — wrong colour' })).closest('tr')).toHaveTextContent('Open');
  });

  it('opens the form about an order when the page comes with ?orderId=, and shows a refusal in it', async () => {
    const api = fakeSupportApi({
      over: (r) =>
        r.method === 'POST' && r.url === LIST
          ? { status: 404, data: { code: 'TICKET_LINK_NOT_FOUND', message: 'That order was not found.', params: {} } }
          : undefined,
    });
    const user = userEvent.setup();
    renderApp('/home/support-ticket?orderId=o-41');
    const drawer = await drawerTitled('Write to support');
    expect(within(drawer).getByLabelText('Order ID (optional)')).toHaveValue('o-41');
    await pick(user, 'Topic', 'Order');
    await user.type(within(drawer).getByLabelText('Subject'), 'Where is it?');
    await user.type(within(drawer).getByLabelText('Message'), 'No tracking yet.');
    await user.click(within(drawer).getByRole('button', { name: 'Send ticket' }));
    expect(await within(drawer).findByRole('alert')).toHaveTextContent('That order was not found.');
    expect(api.calls('POST', LIST)[0]?.body).toMatchObject({ orderId: 'o-41', attachmentIds: [] });
  });

  it('opens ?id= as a thread, oldest first, marks it read, and posts a reply with a file', async () => {
    const api = fakeSupportApi({ tickets: TICKETS });
    // Another part of the console holds the unread count: reading the ticket makes it ask again.
    await queryClient.prefetchQuery(supportUnreadQueryOptions());
    expect(queryClient.getQueryData(supportUnreadQueryOptions().queryKey)).toEqual({ count: 1 });
    const user = userEvent.setup();
    renderApp('/home/support-ticket?id=t-answered');

    const drawer = await drawerTitled('Refund for a damaged lamp');
    const messages = await within(drawer).findAllByRole('article');
    expect(messages.map((m) => m.getAttribute('aria-label'))).toEqual(['You', 'Support · Ana']);
    const first = within(drawer).getByText(/The lamp arrived broken/);
    expect(first.textContent).toBe('The lamp arrived broken.\nPhotos attached.');
    expect(first).toHaveStyle({ whiteSpace: 'pre-wrap' });
    expect(within(messages[1]!).getByRole('link', { name: 'refund.pdf' })).toHaveAttribute(
      'href',
      '/api/support/tickets/t-answered/files/f1',
    );
    // The count is asked again (the help button watches it, so it loads again at once) and has dropped.
    await waitFor(() => expect(queryClient.getQueryData(supportUnreadQueryOptions().queryKey)).toEqual({ count: 0 }));
    // The list asks again: the badge is gone.
    const listed = () => screen.getByRole('link', { name: 'Refund for a damaged lamp' }).closest('tr') as HTMLElement;
    await waitFor(() => expect(within(listed()).queryByText('New reply')).toBeNull());

    await user.click(within(drawer).getByRole('button', { name: 'Send reply' }));
    expect(await within(drawer).findByText('Write your reply.')).toBeInTheDocument();
    await user.type(within(drawer).getByLabelText('Your reply'), 'Thanks!{enter}Got it.');
    await user.upload(drawer.querySelector('input[type=file]') as HTMLInputElement, pdf());
    expect(await within(drawer).findByText('file-1.pdf')).toBeInTheDocument();
    answerAfter(100);
    await user.dblClick(within(drawer).getByRole('button', { name: 'Send reply' }));
    expect(await screen.findByText('Your reply was sent.')).toBeInTheDocument();
    const posts = api.calls('POST', '/api/support/tickets/t-answered/messages');
    expect(posts).toHaveLength(1);
    expect(posts[0]?.body).toEqual({ body: 'Thanks!\nGot it.', attachmentIds: [uploadId(1)] });
    await waitFor(() => expect(within(drawer).getAllByRole('article')).toHaveLength(3));
    expect(within(drawer).getByText('Waiting for support')).toBeInTheDocument();
    expect(within(drawer).getByLabelText('Your reply')).toHaveValue('');
  });

  it('has no reply box on a closed ticket: a new ticket is needed', async () => {
    fakeSupportApi({
      tickets: [
        aTicket({ id: 't-closed', subject: 'Old question', status: 'closed', closedAt: '2026-11-18T10:00:00.000Z', rating: 5 }),
      ],
    });
    renderApp('/home/support-ticket?id=t-closed');
    const drawer = await drawerTitled('Old question');
    expect(await within(drawer).findByText('This ticket is closed.')).toBeInTheDocument();
    expect(
      within(drawer).getByText('Replies are no longer possible here. If you need more help, open a new ticket.'),
    ).toBeInTheDocument();
    expect(within(drawer).queryByLabelText('Your reply')).toBeNull();
    expect(within(drawer).queryByRole('button', { name: 'Send reply' })).toBeNull();
    // Rated already: the rating shows, with no form.
    expect(within(drawer).getByText('You gave 5 stars out of 5.')).toBeInTheDocument();
    expect(within(drawer).queryByRole('button', { name: 'Send rating' })).toBeNull();
  });

  it('says when a resolved ticket closes, and rates it once with a comment', async () => {
    const api = fakeSupportApi({
      tickets: [
        aTicket({ id: 't-resolved', subject: 'Invoice address', status: 'resolved', closesAt: '2026-11-27T10:00:00.000Z' }),
      ],
    });
    const user = userEvent.setup();
    renderApp('/home/support-ticket?id=t-resolved');
    const drawer = await drawerTitled('Invoice address');
    expect(await within(drawer).findByText('Support marked this ticket resolved.')).toBeInTheDocument();
    expect(
      within(drawer).getByText(/reply below and it opens again\. Otherwise it closes by itself on Nov 27, 2026/),
    ).toBeInTheDocument();
    // Replying is still possible: it reopens the ticket.
    expect(within(drawer).getByLabelText('Your reply')).toBeInTheDocument();

    const rating = within(drawer).getByRole('region', { name: 'Your rating' });
    await user.click(within(rating).getByRole('button', { name: 'Send rating' }));
    expect(await within(rating).findByText('Choose from 1 to 5 stars.')).toBeInTheDocument();
    await user.click(within(rating).getAllByRole('radio')[3]!);
    await user.type(within(rating).getByLabelText('Comment (optional)'), ' Quick and kind. ');
    answerAfter(100);
    await user.dblClick(within(rating).getByRole('button', { name: 'Send rating' }));
    expect(await screen.findByText('Thanks for rating this ticket.')).toBeInTheDocument();
    const posts = api.calls('POST', '/api/support/tickets/t-resolved/rating');
    expect(posts).toHaveLength(1);
    expect(posts[0]?.body).toEqual({ rating: 4, comment: 'Quick and kind.' });
    expect(await within(drawer).findByText('You gave 4 stars out of 5.')).toBeInTheDocument();
    expect(within(drawer).getByText('Quick and kind.')).toBeInTheDocument();
    expect(within(drawer).queryByRole('button', { name: 'Send rating' })).toBeNull();
  });
});
