import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderApp } from '@/test/render-app';
import { POLL_MS_STORAGE_KEY } from '../api/notifications-keys';
import { aNotification, fakeNotificationsApi } from '../test/fake-notifications';

// Any console page has the bell; a light one keeps the test about the bell.
const PAGE = '/invoice';
const bell = (name: string | RegExp) => screen.findByRole('button', { name });

describe('the notification bell', () => {
  it('shows the unread count, the latest notifications, and drops the count at once when one is marked read', async () => {
    const api = fakeNotificationsApi();
    const user = userEvent.setup();
    renderApp(PAGE);
    await user.click(await bell('Notifications, 3 unread'));

    const panel = await screen.findByRole('dialog', { name: 'Latest notifications' });
    const shipped = await within(panel).findByRole('listitem', { name: 'Order shipped' });
    expect(shipped).toHaveTextContent('Order DP-1040 is on its way. Tracking number: YT2417.');
    expect(shipped).toHaveTextContent('5 minutes ago');
    expect(within(panel).getByRole('listitem', { name: 'Low balance' })).toHaveTextContent('Your balance is $12.50.');
    expect(within(panel).getAllByRole('listitem')).toHaveLength(5);
    expect(within(panel).getAllByRole('img', { name: 'Unread' })).toHaveLength(3);

    await user.click(within(shipped).getByRole('button', { name: 'Mark read' }));
    expect(await bell('Notifications, 2 unread')).toBeInTheDocument();
    expect(api.calls('POST', '/api/notifications/read').map((r) => r.body)).toEqual([{ ids: ['n5'] }]);
    await waitFor(() => expect(within(panel).getAllByRole('img', { name: 'Unread' })).toHaveLength(2));
  });

  it('marks everything read from the popover, and the badge goes away', async () => {
    const api = fakeNotificationsApi();
    const user = userEvent.setup();
    renderApp(PAGE);
    await user.click(await bell('Notifications, 3 unread'));
    const panel = await screen.findByRole('dialog', { name: 'Latest notifications' });
    await user.click(within(panel).getByRole('button', { name: 'Mark all read' }));
    expect(await bell('Notifications')).toBeInTheDocument();
    expect(api.calls('POST', '/api/notifications/read').map((r) => r.body)).toEqual([{ all: true }]);
    await waitFor(() => expect(within(panel).queryAllByRole('img', { name: 'Unread' })).toHaveLength(0));
    expect(within(panel).getByRole('button', { name: 'Mark all read' })).toBeDisabled();
  });

  it('opens a notification: marks it read and goes where it points', async () => {
    const api = fakeNotificationsApi();
    const user = userEvent.setup();
    const app = renderApp(PAGE);
    await user.click(await bell('Notifications, 3 unread'));
    const panel = await screen.findByRole('dialog', { name: 'Latest notifications' });
    await user.click(within(panel).getByRole('link', { name: 'Order on hold' }));
    await waitFor(() => expect(app.location()).toBe('/orders?id=o-41'));
    expect(await bell('Notifications, 2 unread')).toBeInTheDocument();
    expect(api.calls('POST', '/api/notifications/read').map((r) => r.body)).toEqual([{ ids: ['n3'] }]);
  });

  it('"View all" leads to the notification centre', async () => {
    fakeNotificationsApi();
    const user = userEvent.setup();
    const app = renderApp(PAGE);
    await user.click(await bell('Notifications, 3 unread'));
    await user.click(await screen.findByRole('link', { name: 'View all' }));
    await waitFor(() => expect(app.location()).toBe('/home/notification'));
    expect(await screen.findByRole('heading', { level: 3, name: 'Notifications' })).toBeInTheDocument();
  });

  it('picks up a new notification by polling, without any click', async () => {
    localStorage.setItem(POLL_MS_STORAGE_KEY, '1000');
    const api = fakeNotificationsApi();
    renderApp(PAGE);
    expect(await bell('Notifications, 3 unread')).toBeInTheDocument();
    act(() => {
      api.state.items = [aNotification('n6', 'account.password_changed', {}, 0), ...api.state.items];
    });
    expect(await bell('Notifications, 4 unread')).toBeInTheDocument();
    // A poll is not activity: it must not keep an idle session alive.
    const polls = api.sent.filter((r) => r.url === '/api/notifications/unread-count');
    expect(polls.length).toBeGreaterThanOrEqual(2);
    for (const poll of polls) expect(poll.headers['x-dropport-background']).toBe('1');
  });

  it.each([
    ['the window gets the focus back', 'focus'],
    ['the tab is shown again', 'visibilitychange'],
  ])('asks again when %s', async (_, event) => {
    const api = fakeNotificationsApi();
    renderApp(PAGE);
    expect(await bell('Notifications, 3 unread')).toBeInTheDocument();
    api.state.items = api.state.items.map((n) => ({ ...n, readAt: n.createdAt }));
    act(() => {
      window.dispatchEvent(new Event(event));
    });
    expect(await bell('Notifications')).toBeInTheDocument();
  });

  it('stays quiet when the count cannot be loaded: no badge, no error toast', async () => {
    fakeNotificationsApi(undefined, (r) =>
      r.url === '/api/notifications/unread-count'
        ? { status: 500, data: { code: 'INTERNAL', message: 'Broken on our side.', params: {} } }
        : undefined,
    );
    renderApp(PAGE);
    expect(await bell('Notifications')).toBeInTheDocument();
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(screen.queryByText('Broken on our side.')).not.toBeInTheDocument();
  });
});
