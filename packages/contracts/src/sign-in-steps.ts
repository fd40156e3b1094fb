import type { EmailCodeChallenge } from './users.js';
import type { LoginResult, TwoFactorChallenge } from './two-factor.js';

// Apart from the schemas, so that the console's sign-in page takes these without zod.
export const isTwoFactorChallenge = (r: LoginResult): r is TwoFactorChallenge => 'twoFactorRequired' in r;
export const isEmailCodeChallenge = (r: LoginResult): r is EmailCodeChallenge => 'emailCodeRequired' in r;
