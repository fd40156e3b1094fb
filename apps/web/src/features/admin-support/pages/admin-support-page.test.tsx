import { screen, waitFor, within } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { Reply } from '@/test/mock-api';
import { renderApp } from '@/test/render-app';
import { ADMIN_EMAIL, ADMIN_ID, BASE, aCanned, aMessage, aTicket, fakeAdminSupportApi } from '../test/fake-admin-support-api';

const row = async (text: string) => (await screen.findByText(text)).closest('tr') as HTMLElement;
const drawer = async (title: string) =>
  (await screen.findByText(title, { selector: '.ant-drawer-title' })).closest('.ant-drawer') as HTMLElement;
const dialogTitled = async (title: string) =>
  (await screen.findByText(title, { selector: '.ant-modal-title' })).closest('[role=dialog]') as HTMLElement;

/** Picks an option of an antd select (its list opens in a portal). */
async function pick(user: UserEvent, select: HTMLElement, option: string) {
  await user.click(select);
  await user.click((await screen.findAllByTitle(option)).at(-1)!);
}

async function retype(user: UserEvent, field: HTMLElement, value: string) {
  await user.clear(field);
  if (value) await user.type(field, value);
}

const overdue = aTicket({
  id: 't2',
  number: 'ST-2026-000002',
  subject: 'Refund for a recharge',
  category: 'payment',
  status: 'awaiting_support',
  sellerEmail: 'bo@store.example',
  orderId: null,
  orderNo: null,
  assigneeId: ADMIN_ID,
  assigneeEmail: ADMIN_EMAIL,
  timers: {
    firstResponseDueAt: '2026-11-18T21:00:00.000Z',
    firstResponseAt: null,
    firstResponseOverdue: true,
    resolutionDueAt: '2026-11-21T09:00:00.000Z',
    resolutionOverdue: true,
    waitingSince: '2026-11-18T09:00:00.000Z',
  },
});

describe('Admin → Support → Queue', () => {
  it('lists the tickets with their timers, tags the missed ones, and sends the filters kept in the address', async () => {
    const api = fakeAdminSupportApi({ tickets: [overdue, aTicket()] });
    const user = userEvent.setup({ pointerEventsCheck: 0 });
    const app = renderApp('/admin/support');

    const late = await row('Refund for a recharge');
    for (const text of ['ST-2026-000002', 'bo@store.example', 'Payment', 'Waiting for us', ADMIN_EMAIL])
      expect(late).toHaveTextContent(text);
    expect(within(late).getAllByText('Overdue')).toHaveLength(2);
    const fresh = await row('Order not delivered');
    expect(fresh).toHaveTextContent('Unassigned');
    expect(fresh).toHaveTextContent('Order DP-1001');
    expect(within(fresh).queryByText('Overdue')).toBeNull();
    expect(api.calls('GET', `${BASE}/tickets`)[0]?.params).toEqual({ limit: 20 });
    expect(screen.getByRole('tab', { name: 'Queue', selected: true })).toBeInTheDocument();

    await pick(user, screen.getByRole('combobox', { name: 'Status' }), 'Waiting for us');
    await pick(user, screen.getByRole('combobox', { name: 'Category' }), 'Payment');
    await pick(user, screen.getByRole('combobox', { name: 'Assigned to' }), 'Assigned to me');
    await pick(user, screen.getByRole('combobox', { name: 'Waiting' }), 'Waiting over 24 hours');
    await user.type(screen.getByRole('searchbox', { name: 'Search tickets' }), 'bo@store{Enter}');

    await waitFor(() =>
      expect(app.location()).toBe(
        '/admin/support?tab=queue&status=awaiting_support&category=payment&assignee=me&older=24&q=bo%40store',
      ),
    );
    await waitFor(() =>
      expect(api.calls('GET', `${BASE}/tickets`).at(-1)?.params).toEqual({
        status: 'awaiting_support',
        category: 'payment',
        assignee: 'me',
        olderThanHours: 24,
        q: 'bo@store',
        limit: 20,
      }),
    );
    expect(await row('Refund for a recharge')).toBeInTheDocument();
    expect(screen.queryByText('Order not delivered')).toBeNull();

    await pick(user, screen.getByRole('combobox', { name: 'Assigned to' }), 'Not assigned');
    expect(await screen.findByText('No tickets match these filters.')).toBeInTheDocument();
    expect(api.calls('GET', `${BASE}/tickets`).at(-1)?.params).toMatchObject({ assignee: 'none' });
    await user.click(screen.getByRole('button', { name: 'Clear the filters' }));
    await waitFor(() => expect(app.location()).toBe('/admin/support?tab=queue'));
    expect(await row('Order not delivered')).toBeInTheDocument();
  });

  it('loads more tickets with the cursor', async () => {
    const many = Array.from({ length: 23 }, (_, i) =>
      aTicket({ id: `t${i}`, number: `ST-2026-0000${String(i).padStart(2, '0')}`, subject: `Question ${i}` }),
    );
    const api = fakeAdminSupportApi({ tickets: many });
    const user = userEvent.setup({ pointerEventsCheck: 0 });
    renderApp('/admin/support');
    await row('Question 19');
    expect(screen.queryByText('Question 20')).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Load more' }));
    expect(await row('Question 22')).toBeInTheDocument();
    expect(api.calls('GET', `${BASE}/tickets`).at(-1)?.params).toEqual({ cursor: '20', limit: 20 });
    expect(screen.queryByRole('button', { name: 'Load more' })).toBeNull();
  });
});

describe('Admin → Support → a ticket', () => {
  const thread = aTicket({
    rating: 4,
    ratingComment: 'Quick and kind.',
    messages: [
      aMessage({
        id: 'm2',
        author: 'support',
        authorName: 'Carla',
        body: 'Checked with the carrier: it left Madrid today.',
        internal: true,
        createdAt: '2026-11-20T11:00:00.000Z',
      }),
      aMessage({
        attachments: [{ id: 'f1', name: 'label.pdf', mime: 'application/pdf', size: 2048, url: '/api/admin/support/files/f1' }],
      }),
    ],
  });

  it('opens from the queue with its id in the address: the thread oldest first, internal notes marked', async () => {
    fakeAdminSupportApi({ tickets: [thread] });
    const user = userEvent.setup({ pointerEventsCheck: 0 });
    const app = renderApp('/admin/support');
    await user.click(await screen.findByText('Order not delivered'));
    await waitFor(() => expect(app.location()).toBe('/admin/support?tab=queue&id=t1'));

    const d = await drawer('Ticket ST-2026-000001');
    expect(await within(d).findByText('ana@shop.example')).toBeInTheDocument();
    for (const text of ['DP-1001', '/orders/o1', '4 of 5', 'Quick and kind.']) expect(d).toHaveTextContent(text);

    const messages = within(within(d).getByRole('feed', { name: 'Messages' })).getAllByRole('article');
    expect(messages.map((m) => m.getAttribute('aria-label'))).toEqual(['Ana Shop, the seller', 'Internal note by Carla']);
    expect(within(messages[1]!).getByText('Internal note — the seller does not see it')).toBeInTheDocument();
    expect(within(messages[0]!).queryByText('Internal note — the seller does not see it')).toBeNull();
    expect(within(messages[0]!).getByRole('link', { name: 'label.pdf' })).toHaveAttribute('href', '/api/admin/support/files/f1');

    await user.click(within(d).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(app.location()).toBe('/admin/support?tab=queue'));
  });

  it('adds an internal note, then sends a reply once however often it is clicked', async () => {
    let answer: (reply: Reply) => void = () => undefined;
    const held = new Promise<Reply>((done) => (answer = done));
    let holdReply = false;
    const api = fakeAdminSupportApi({
      tickets: [aTicket()],
      over: (r) => (holdReply && r.method === 'POST' && r.url.endsWith('/messages') ? held : undefined),
    });
    const user = userEvent.setup({ pointerEventsCheck: 0 });
    renderApp('/admin/support?id=t1');
    const d = await drawer('Ticket ST-2026-000001');
    const box = await within(d).findByLabelText('Your answer');

    // Nothing written: nothing sent.
    await user.click(within(d).getByRole('button', { name: 'Add internal note' }));
    expect(await within(d).findByText('Write something first.')).toBeInTheDocument();
    expect(api.calls('POST', `${BASE}/tickets/t1/messages`)).toEqual([]);

    await user.type(box, 'Seller is a VIP.');
    await user.click(within(d).getByRole('button', { name: 'Add internal note' }));
    expect(await screen.findByText('Internal note added.')).toBeInTheDocument();
    expect(api.calls('POST', `${BASE}/tickets/t1/messages`)[0]?.body).toEqual({
      body: 'Seller is a VIP.',
      attachmentIds: [],
      internal: true,
    });
    expect(await within(d).findByText('Internal note — the seller does not see it')).toBeInTheDocument();
    // The form starts afresh (a new box).
    await waitFor(() => expect(within(d).getByLabelText('Your answer')).toHaveValue(''));

    holdReply = true;
    await user.type(within(d).getByLabelText('Your answer'), 'It is on its way.');
    const send = within(d).getByRole('button', { name: 'Send reply' });
    await user.dblClick(send);
    await user.click(send);
    await waitFor(() => expect(api.calls('POST', `${BASE}/tickets/t1/messages`)).toHaveLength(2));
    answer({
      status: 200,
      data: {
        ...aTicket({ status: 'awaiting_seller' }),
        messages: [aMessage(), aMessage({ id: 'm9', author: 'support', authorName: 'Admin', body: 'It is on its way.' })],
      },
    });
    expect(await screen.findByText('Reply sent to the seller.')).toBeInTheDocument();
    expect(api.calls('POST', `${BASE}/tickets/t1/messages`)).toHaveLength(2);
    expect(api.calls('POST', `${BASE}/tickets/t1/messages`)[1]?.body).toEqual({
      body: 'It is on its way.',
      attachmentIds: [],
      internal: false,
    });
    expect(await within(d).findByText('Waiting for the seller')).toBeInTheDocument();
  });

  it("shows the server's refusal of a reply in the form", async () => {
    fakeAdminSupportApi({
      tickets: [aTicket()],
      over: (r) =>
        r.method === 'POST' && r.url.endsWith('/messages')
          ? { status: 409, data: { code: 'TICKET_CLOSED', message: 'This ticket is closed.', params: {} } }
          : undefined,
    });
    const user = userEvent.setup({ pointerEventsCheck: 0 });
    renderApp('/admin/support?id=t1');
    const d = await drawer('Ticket ST-2026-000001');
    await user.type(await within(d).findByLabelText('Your answer'), 'Hello');
    await user.click(within(d).getByRole('button', { name: 'Send reply' }));
    expect(await within(d).findByRole('alert')).toHaveTextContent('This ticket is closed.');
  });

  it("assigns the ticket to the signed-in admin's id, unassigns it, and resolves it", async () => {
    const api = fakeAdminSupportApi({ tickets: [aTicket()] });
    const user = userEvent.setup({ pointerEventsCheck: 0 });
    renderApp('/admin/support?id=t1');
    const d = await drawer('Ticket ST-2026-000001');

    await user.click(await within(d).findByRole('button', { name: 'Assign to me' }));
    expect(await screen.findByText('The ticket is now yours.')).toBeInTheDocument();
    expect(api.calls('POST', `${BASE}/tickets/t1/assign`).map((c) => c.body)).toEqual([{ assigneeId: ADMIN_ID }]);
    expect(await within(d).findByText(ADMIN_EMAIL)).toBeInTheDocument();
    expect(within(d).queryByRole('button', { name: 'Assign to me' })).toBeNull();

    await user.click(within(d).getByRole('button', { name: 'Unassign' }));
    expect(await screen.findByText('Nobody is assigned to the ticket now.')).toBeInTheDocument();
    expect(api.calls('POST', `${BASE}/tickets/t1/assign`)[1]?.body).toEqual({ assigneeId: null });

    await user.click(within(d).getByRole('button', { name: 'Mark resolved' }));
    expect(await screen.findByText('Ticket ST-2026-000001 resolved.')).toBeInTheDocument();
    expect(api.calls('POST', `${BASE}/tickets/t1/resolve`)).toHaveLength(1);
    await waitFor(() => expect(within(d).queryByRole('button', { name: 'Mark resolved' })).toBeNull());
  });

  it('inserts a canned reply of any language, grouped by language, into the box', async () => {
    fakeAdminSupportApi({
      tickets: [aTicket()],
      canned: [
        aCanned(),
        aCanned({ id: 'c2', title: 'Retraso de seguimiento', locale: 'es-ES', body: 'Gracias por escribirnos.' }),
      ],
    });
    const user = userEvent.setup({ pointerEventsCheck: 0 });
    renderApp('/admin/support?id=t1');
    const d = await drawer('Ticket ST-2026-000001');
    const box = await within(d).findByLabelText('Your answer');
    const select = within(d).getByRole('combobox', { name: 'Insert a canned reply' });

    await user.click(select);
    expect(await screen.findByTitle('English')).toBeInTheDocument();
    expect(screen.getByTitle('Spanish')).toBeInTheDocument();
    await user.click(screen.getByTitle('Retraso de seguimiento'));
    expect(box).toHaveValue('Gracias por escribirnos.');

    await pick(user, select, 'Tracking delay');
    expect(box).toHaveValue('Gracias por escribirnos.\n\nThanks for writing. Carriers sometimes update tracking late.');
  });
});

describe('Admin → Support → Canned replies', () => {
  it('lists them by language, creates one, edits one and deletes one after confirming', async () => {
    const api = fakeAdminSupportApi({ canned: [aCanned()] });
    const user = userEvent.setup({ pointerEventsCheck: 0 });
    renderApp('/admin/support?tab=canned');
    const english = await screen.findByRole('region', { name: 'English' });
    expect(english).toHaveTextContent('Tracking delay');

    await user.click(screen.getByRole('button', { name: /New canned reply/ }));
    let dialog = await dialogTitled('New canned reply');
    await user.click(within(dialog).getByRole('button', { name: 'Create reply' }));
    expect(await within(dialog).findByText('Give the reply a title.')).toBeInTheDocument();
    await user.type(within(dialog).getByLabelText('Title'), 'Bienvenida');
    await pick(user, within(dialog).getByLabelText('Language'), 'Spanish');
    await user.type(within(dialog).getByLabelText('Text'), '¡Hola! Gracias por escribir.');
    await user.click(within(dialog).getByRole('button', { name: 'Create reply' }));
    expect(await screen.findByText('Canned reply “Bienvenida” created.')).toBeInTheDocument();
    expect(api.calls('POST', `${BASE}/canned`)[0]?.body).toEqual({
      title: 'Bienvenida',
      locale: 'es-ES',
      body: '¡Hola! Gracias por escribir.',
    });
    expect(await screen.findByRole('region', { name: 'Spanish' })).toHaveTextContent('Bienvenida');

    await user.click(screen.getByRole('button', { name: 'Edit Tracking delay' }));
    dialog = await dialogTitled('Edit “Tracking delay”');
    await retype(user, within(dialog).getByLabelText('Title'), 'Late tracking');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Canned reply “Late tracking” saved.')).toBeInTheDocument();
    expect(api.calls('PUT', `${BASE}/canned/c1`)[0]?.body).toMatchObject({ title: 'Late tracking', locale: 'en-US' });

    await user.click(await screen.findByRole('button', { name: 'Delete Late tracking' }));
    const question = await screen.findByText('Delete the canned reply “Late tracking”?', {
      selector: '.ant-modal-confirm-title',
    });
    const confirm = question.closest('.ant-modal-confirm') as HTMLElement;
    await user.click(within(confirm).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('Canned reply “Late tracking” deleted.')).toBeInTheDocument();
    expect(api.calls('DELETE', `${BASE}/canned/c1`)).toHaveLength(1);
    await waitFor(() => expect(screen.queryByRole('region', { name: 'English' })).toBeNull());
  });
});

describe('Admin → Support → Settings', () => {
  it('saves the SLA targets and refuses a value out of range', async () => {
    const api = fakeAdminSupportApi();
    const user = userEvent.setup({ pointerEventsCheck: 0 });
    renderApp('/admin/support?tab=settings');
    const first = await screen.findByLabelText('First response within (hours)');
    expect(first).toHaveValue('12');

    await retype(user, screen.getByLabelText('Auto-close after (days)'), '120');
    await user.click(screen.getByRole('button', { name: 'Save settings' }));
    expect(await screen.findByText('Enter a whole number from 1 to 90.')).toBeInTheDocument();
    expect(api.calls('PUT', `${BASE}/settings`)).toEqual([]);

    await retype(user, first, '8');
    await retype(user, screen.getByLabelText('Auto-close after (days)'), '10');
    await user.click(screen.getByRole('button', { name: 'Save settings' }));
    expect(await screen.findByText('Support settings saved.')).toBeInTheDocument();
    expect(api.calls('PUT', `${BASE}/settings`)[0]?.body).toEqual({
      firstResponseHours: 8,
      resolutionHours: 72,
      autoCloseDays: 10,
      claimDelayDaysNear: 30,
      claimDelayDaysFar: 45,
      claimWindowDays: 30,
    });
  });

  it('saves the claims’ delays and window, each within 1 to 180 days', async () => {
    const api = fakeAdminSupportApi();
    const user = userEvent.setup({ pointerEventsCheck: 0 });
    renderApp('/admin/support?tab=settings');
    const claims = await screen.findByRole('region', { name: 'Claims' });
    const near = within(claims).getByLabelText('Not received after (days), US and EU');
    expect(near).toHaveValue('30');
    expect(within(claims).getByLabelText('Not received after (days), elsewhere')).toHaveValue('45');
    expect(
      within(claims).getByText('Days after delivery in which a damaged, wrong or missing item can be claimed.'),
    ).toBeInTheDocument();

    await retype(user, near, '0');
    await user.click(screen.getByRole('button', { name: 'Save settings' }));
    expect(await within(claims).findByText('Enter a whole number from 1 to 180.')).toBeInTheDocument();
    expect(api.calls('PUT', `${BASE}/settings`)).toEqual([]);

    await retype(user, near, '21');
    await retype(user, within(claims).getByLabelText('Not received after (days), elsewhere'), '40');
    await retype(user, within(claims).getByLabelText('Item claims within (days)'), '14');
    await user.click(screen.getByRole('button', { name: 'Save settings' }));
    expect(await screen.findByText('Support settings saved.')).toBeInTheDocument();
    expect(api.calls('PUT', `${BASE}/settings`)[0]?.body).toEqual({
      firstResponseHours: 12,
      resolutionHours: 72,
      autoCloseDays: 7,
      claimDelayDaysNear: 21,
      claimDelayDaysFar: 40,
      claimWindowDays: 14,
    });
  });
});
