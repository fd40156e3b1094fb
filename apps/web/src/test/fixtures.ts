import type { LoginResponse, User } from '@dropport/contracts';

export function aUser(overrides: Partial<User> = {}): User {
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
    ...overrides,
  };
}

export function aLoginResponse(overrides: Partial<User> = {}, token = 'tok-123'): LoginResponse {
  return { ...aUser(overrides), session: { token, expiresAt: '2026-12-31T00:00:00.000Z', remember: false } };
}

export const loginFailed = {
  status: 400,
  data: { code: 'LOGIN_FAILED', message: 'Login error, refresh and try again', params: {} },
};
