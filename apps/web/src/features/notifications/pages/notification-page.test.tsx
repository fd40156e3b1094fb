import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { notificationTypesOf } from '@dropport/contracts';
import { i18n } from '@/lib/i18n';
import { renderApp } from '@/test/render-app';
import { aNotification, fakeNotificationsApi } from '../test/fake-notifications';

const list = () => screen.findByRole('list', { name: 'Notifications' });
const titles = async () =>
  within(await list())
    .getAllByRole('listitem')
    .map((li) => li.getAttribute('aria-label'));

describe('Home → Notifications', () => {
  it('lists every notification with its text, time and unread mark', async () => {
    fakeNotificationsApi();
    renderApp('/home/notification');
    expect(await screen.findByRole('heading', { level: 3, name: 'Notifications' })).toBeInTheDocument();
    expect(await titles()).toEqual([
      'Order shipped',
      'Low balance',
      'Order on hold',
      'New reply to your ticket',
      'Welcome to Dropport',
    ]);
    const ticket = screen.getByRole('listitem', { name: 'New reply to your ticket' });
    expect(ticket).toHaveTextContent('Support answered your ticket "Parcel stuck in customs".');
    expect(ticket).toHaveTextContent('2 days ago');
    expect(within(ticket).queryByRole('img', { name: 'Unread' })).not.toBeInTheDocument();
    expect(within(ticket).queryByRole('button', { name: 'Mark read' })).not.toBeInTheDocument();
    const onHold = screen.getByRole('listitem', { name: 'Order on hold' });
    expect(within(onHold).getByRole('img', { name: 'Unread' })).toBeInTheDocument();
    expect(within(onHold).getByRole('link', { name: 'Order on hold' })).toHaveAttribute('href', '/orders?id=o-41');
    expect(onHold).toHaveTextContent('yesterday');
  });

  it('filters by unread and by type, keeping the filters in the address', async () => {
    const api = fakeNotificationsApi();
    const user = userEvent.setup();
    const app = renderApp('/home/notification');
    await list();
    await user.click(screen.getByText('Unread'));
    await waitFor(() => expect(app.location()).toBe('/home/notification?show=unread'));
    await waitFor(async () => expect(await titles()).toEqual(['Order shipped', 'Low balance', 'Order on hold']));

    await user.click(screen.getByRole('combobox', { name: 'Type' }));
    await user.click(await screen.findByTitle('Orders'));
    await waitFor(() => expect(app.location()).toBe('/home/notification?show=unread&type=order'));
    await waitFor(async () => expect(await titles()).toEqual(['Order shipped', 'Order on hold']));
    expect(api.calls('GET', '/api/notifications').at(-1)?.params).toMatchObject({
      unread: true,
      type: 'order.on_hold,order.shipped,order.refunded',
    });
  });

  it('opens with the filters of the address', async () => {
    const api = fakeNotificationsApi();
    renderApp('/home/notification?type=wallet');
    await waitFor(async () => expect(await titles()).toEqual(['Low balance']));
    // The category stands for every type in it.
    expect(api.calls('GET', '/api/notifications')[0]?.params).toMatchObject({
      type: notificationTypesOf('wallet').join(','),
    });
    expect(notificationTypesOf('wallet')).toContain('wallet.low_balance');
    expect(api.calls('GET', '/api/notifications')[0]?.params.unread).toBeUndefined();
  });

  it('marks one read: its mark goes, and the bell counts one fewer', async () => {
    const api = fakeNotificationsApi();
    const user = userEvent.setup();
    renderApp('/home/notification');
    await list();
    expect(await screen.findByRole('button', { name: 'Notifications, 3 unread' })).toBeInTheDocument();
    const low = screen.getByRole('listitem', { name: 'Low balance' });
    await user.click(within(low).getByRole('button', { name: 'Mark read' }));
    expect(await screen.findByRole('button', { name: 'Notifications, 2 unread' })).toBeInTheDocument();
    await waitFor(() =>
      expect(within(screen.getByRole('listitem', { name: 'Low balance' })).queryByRole('img', { name: 'Unread' })).toBeNull(),
    );
    expect(api.calls('POST', '/api/notifications/read').map((r) => r.body)).toEqual([{ ids: ['n4'] }]);
  });

  it('marks all read, says so, and shows the caught-up state under "Unread"', async () => {
    const api = fakeNotificationsApi();
    const user = userEvent.setup();
    renderApp('/home/notification?show=unread');
    await list();
    const markAll = screen.getByRole('button', { name: 'Mark all read' });
    await waitFor(() => expect(markAll).toBeEnabled());
    await user.click(markAll);
    expect(await screen.findByText('All notifications are marked read.')).toBeInTheDocument();
    expect(await screen.findByText("You're all caught up: no unread notifications.")).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Mark all read' })).toBeDisabled();
    expect(api.calls('POST', '/api/notifications/read').map((r) => r.body)).toEqual([{ all: true }]);
    await user.click(screen.getByRole('button', { name: 'Show all notifications' }));
    expect(await titles()).toHaveLength(5);
  });

  it('opens one: marks it read and lands on its link', async () => {
    const api = fakeNotificationsApi();
    const user = userEvent.setup();
    const app = renderApp('/home/notification');
    await user.click(within(await list()).getByRole('link', { name: 'Order shipped' }));
    await waitFor(() => expect(app.location()).toBe('/orders/shipped?id=o-40'));
    await waitFor(() => expect(api.calls('POST', '/api/notifications/read').map((r) => r.body)).toEqual([{ ids: ['n5'] }]));
  });

  it('loads more by cursor', async () => {
    const many = Array.from({ length: 25 }, (_, i) =>
      aNotification(`n${200 - i}`, 'referral.earned', { amountCents: 100 + i }, i * 10),
    );
    const api = fakeNotificationsApi(many);
    const user = userEvent.setup();
    renderApp('/home/notification');
    await waitFor(async () => expect(await titles()).toHaveLength(20));
    expect(screen.getAllByText('$1.00 of referral commission is available to withdraw.')).toHaveLength(1);
    await user.click(screen.getByRole('button', { name: 'Load more' }));
    await waitFor(async () => expect(await titles()).toHaveLength(25));
    expect(api.calls('GET', '/api/notifications').at(-1)?.params.cursor).toBe('n181');
    expect(screen.queryByRole('button', { name: 'Load more' })).not.toBeInTheDocument();
    expect(screen.getByText('$1.24 of referral commission is available to withdraw.')).toBeInTheDocument();
  });

  it('shows an empty centre, and an error with a way to try again', async () => {
    const api = fakeNotificationsApi([]);
    const user = userEvent.setup();
    renderApp('/home/notification');
    expect(
      await screen.findByText('No notifications yet. Order, wallet and account events will show up here.'),
    ).toBeInTheDocument();

    api.state.failList = true;
    api.state.items = [aNotification('n1', 'account.password_changed', {}, 1)];
    await user.click(screen.getByText('Unread'));
    expect(await screen.findByText('This could not be loaded.')).toBeInTheDocument();
    api.state.failList = false;
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await titles()).toEqual(['Password changed']);
  });

  it('speaks the other languages, money included', async () => {
    await act(async () => {
      await i18n.changeLanguage('es-ES');
    });
    fakeNotificationsApi();
    renderApp('/home/notification');
    expect(await screen.findByRole('heading', { level: 3, name: 'Notificaciones' })).toBeInTheDocument();
    expect(await screen.findByRole('listitem', { name: 'Saldo bajo' })).toHaveTextContent('Tu saldo es de 12,50');
    expect(screen.getByRole('button', { name: 'Marcar todas como leídas' })).toBeInTheDocument();
  });
});
