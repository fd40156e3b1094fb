import {
  DEFAULT_USER_SETTING,
  type ClosingCheck,
  type Dashboard,
  type DataExport,
  type FigureTotals,
  type LoginResponse,
  type ProductFigures,
  type SellerFigures,
  type User,
  type UserInfo,
  type UserSetting,
  type WorkplaceTodo,
} from '@dropport/contracts';

export function aUser(overrides: Partial<UserInfo> = {}): UserInfo {
  return {
    id: 'u-seller',
    username: 'sam',
    avatar: '',
    job: '',
    organization: '',
    location: '',
    email: 'sam@shop.example',
    introduction: '',
    personalWebsite: '',
    jobName: '',
    organizationName: '',
    locationName: '',
    phone: '',
    registrationDate: '2026-01-15T10:00:00.000Z',
    accountId: '4815162342',
    certification: 0,
    role: 'user',
    inviteCode: 'SAMCODE1',
    emailVerified: true,
    actingFor: null,
    ...overrides,
  };
}

export function aLoginResponse(overrides: Partial<UserInfo> = {}, token = 'tok-123'): LoginResponse {
  return { ...aUser(overrides), session: { token, expiresAt: '2026-12-31T00:00:00.000Z', remember: false } };
}

export const loginFailed = {
  status: 400,
  data: { code: 'LOGIN_FAILED', message: 'Login error, refresh and try again', params: {} },
};

/** The Workplace's figures: 14 days of sign-ins, today last. */
export function aDashboard(overrides: Partial<Dashboard> = {}): Dashboard {
  const days = Array.from({ length: 14 }, (_, i) => {
    const date = new Date(Date.UTC(2026, 10, 9 + i)).toISOString().slice(0, 10);
    return { date, count: i === 13 ? 2 : i % 3 };
  });
  return {
    emailVerified: true,
    memberSince: '2026-01-15T10:00:00.000Z',
    unreadNotifications: 3,
    activeSessions: 2,
    signIns: days,
    ...overrides,
  };
}

/** The Workplace's to-dos: nothing waits, unless overridden. */
export function aWorkplaceTodo(overrides: Partial<WorkplaceTodo> = {}): WorkplaceTodo {
  return {
    onHold: [],
    awaitingPayment: { count: 0, totalCents: 0, balanceCents: 0, shortCents: 0 },
    failedPushes: 0,
    syncProblems: 0,
    lowStock: 0,
    ticketsAwaitingReply: 0,
    commissionAvailableCents: 0,
    emailVerified: true,
    ...overrides,
  };
}

/** A range's totals: all zero (no orders), unless overridden. */
export function someTotals(overrides: Partial<FigureTotals> = {}): FigureTotals {
  return {
    orders: 0,
    units: 0,
    revenueCents: 0,
    costCents: 0,
    refundsCents: 0,
    profitCents: 0,
    marginBp: null,
    averageOrderCents: null,
    hoursToShip: null,
    hoursToDeliver: null,
    ...overrides,
  };
}

/** The Workplace's figures for a range with no orders (each day at zero). */
export function aSellerFigures(from: string, to: string, overrides: Partial<SellerFigures> = {}): SellerFigures {
  const days: SellerFigures['days'] = [];
  for (let d = Date.parse(`${from}T00:00:00Z`); d <= Date.parse(`${to}T00:00:00Z`); d += 86_400_000)
    days.push({
      day: new Date(d).toISOString().slice(0, 10),
      orders: 0,
      revenueCents: 0,
      costCents: 0,
      profitCents: 0,
      hoursToShip: null,
      hoursToDeliver: null,
    });
  return {
    from,
    to,
    timeZone: Intl.DateTimeFormat().resolvedOptions().timeZone,
    current: someTotals(),
    previous: someTotals(),
    days,
    stores: [],
    statuses: [],
    ...overrides,
  };
}

/** Answers the calls every signed-in console page makes: the user's info and the Workplace's figures and to-dos. */
export function consoleReplies(
  user: User,
  dashboard: Dashboard = aDashboard({ emailVerified: user.emailVerified }),
  todo: WorkplaceTodo = aWorkplaceTodo({ emailVerified: user.emailVerified }),
) {
  return (r: { url: string; params?: Record<string, unknown> }) => {
    if (r.url === '/api/user/info') return { status: 200, data: user };
    if (r.url === `/v1/users/${user.id}/dashboard`) return { status: 200, data: dashboard };
    if (r.url === '/api/dashboard/todo') return { status: 200, data: todo };
    const [from, to] = [String(r.params?.from), String(r.params?.to)];
    if (r.url === '/api/dashboard/figures') return { status: 200, data: aSellerFigures(from, to) };
    if (r.url === '/api/dashboard/figures/products')
      return { status: 200, data: { from, to, products: [] } satisfies ProductFigures };
    return undefined;
  };
}

/** The seller's basic settings as the server answers them before any change. */
export function aSetting(overrides: Partial<UserSetting> = {}): UserSetting {
  return { ...DEFAULT_USER_SETTING, ...overrides };
}

/** An account nothing keeps open (no money, commissions, orders or stock). */
export function aClosingCheck(overrides: Partial<ClosingCheck> = {}): ClosingCheck {
  return {
    currency: 'USD',
    balanceCents: 0,
    commissionsCents: 0,
    openOrders: 0,
    stockUnits: 0,
    blockers: [],
    graceDays: 30,
    ...overrides,
  };
}

/** A ready data export of the seller's own. */
export function aDataExport(overrides: Partial<DataExport> = {}): DataExport {
  return {
    id: 'x1',
    status: 'ready',
    progress: 100,
    bytes: 1_572_864,
    requestedBy: 'self',
    createdAt: '2026-03-01T10:00:00.000Z',
    finishedAt: '2026-03-01T10:01:00.000Z',
    expiresAt: '2026-03-08T10:00:00.000Z',
    ...overrides,
  };
}

/** The server's refusal to close an account with one open order, as the API answers it (409). */
export const notSettledOneOrder = {
  status: 409,
  data: {
    code: 'ACCOUNT_NOT_SETTLED',
    message: 'The account cannot be closed yet. Open orders: 1. Settle each of these first.',
    params: { balanceCents: 0, commissionsCents: 0, openOrders: 1, stockUnits: 0, currency: 'USD', blockers: ['orders'] },
  },
};
