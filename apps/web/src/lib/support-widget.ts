import type { User } from '@dropport/contracts';

/** What the console asks of a customer-service widget (the seller's help widget, `features/help-widget`). */
export interface SupportWidget {
  identify(user: User): void;
  clearUser(): void;
}

let widget: SupportWidget | null = null;

/** Connects the widget once it has loaded; `null` disconnects it. */
export function registerSupportWidget(next: SupportWidget | null): void {
  widget = next;
}

/** Calls reach the widget when one is registered, and are dropped otherwise. */
export const supportWidget: SupportWidget = {
  identify: (user) => widget?.identify(user),
  clearUser: () => widget?.clearUser(),
};
