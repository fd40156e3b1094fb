import { z } from 'zod';
import { Email, formBool, optionalText } from './form.js';
import { ActingFor } from './team.js';

export { Email } from './form.js';

export const ROLES = ['user', 'admin'] as const;
export const Role = z.enum(ROLES);
export type Role = z.infer<typeof Role>;

export const PASSWORD_MIN = 8;
export const PASSWORD_MAX = 128;

/** Passwords are checked for length and commonness by the server's policy; here only the hard limits. */
export const Password = z.string().min(1, { error: 'cannot be empty' }).max(PASSWORD_MAX);
export const Code = z
  .string()
  .trim()
  .regex(/^\d{6}$/, { error: 'must be the 6-digit code' });
export const Phone = z
  .string()
  .trim()
  .transform((s) => s.replace(/[\s().-]/g, ''))
  .pipe(z.string().regex(/^\+?\d{6,15}$/, { error: 'must be a phone number' }));

export const UserId = z.string().min(1).max(64);
export const UserParams = z.object({ userId: UserId });

/** The signed-in user as the console keeps it. */
export const User = z.object({
  id: z.string(),
  username: z.string(),
  avatar: z.string(),
  job: z.string(),
  organization: z.string(),
  location: z.string(),
  email: z.string(),
  introduction: z.string(),
  personalWebsite: z.string(),
  jobName: z.string(),
  organizationName: z.string(),
  locationName: z.string(),
  phone: z.string(),
  registrationDate: z.string(),
  accountId: z.string(),
  certification: z.number().int(),
  role: Role,
  inviteCode: z.string(),
  emailVerified: z.boolean(),
});
export type User = z.infer<typeof User>;

export const LoginBody = z.object({
  username: z.string().trim().min(1, { error: 'Username cannot be empty' }).max(254),
  password: z.string().min(1, { error: 'Password cannot be empty' }).max(PASSWORD_MAX),
  remember: formBool.optional(),
  /** The known-device token this browser got at its last sign-in to the account, if any. */
  device: optionalText(200),
});
export type LoginBody = z.infer<typeof LoginBody>;

export const Session = z.object({ token: z.string(), expiresAt: z.string(), remember: z.boolean() });
/**
 * A signed-in answer: the user, the session, and a new known-device token for the browser to keep and send at its
 * next sign-in (it lets that sign-in skip the emailed code while the account sees many failed sign-ins).
 */
/** The signed-in person, and the team account their session acts for (null: their own). */
export const UserInfo = User.extend({ actingFor: ActingFor.nullable() });
export type UserInfo = z.infer<typeof UserInfo>;

export const LoginResponse = UserInfo.extend({ session: Session, device: z.string().optional() });
export type LoginResponse = z.infer<typeof LoginResponse>;

/**
 * The answer to a sign-in while the account (or the address) sees many failed sign-ins and the browser is not a
 * known device: a code is emailed to the account if the password was right. The answer is the same either way.
 */
export const EmailCodeChallenge = z.object({
  emailCodeRequired: z.literal(true),
  challenge: z.string(),
  expiresInSeconds: z.number().int(),
});
export type EmailCodeChallenge = z.infer<typeof EmailCodeChallenge>;

/** Finishes such a sign-in with the challenge and the emailed code. */
export const EmailCodeLoginBody = z.object({ challenge: z.string().min(1).max(200), code: Code });
export type EmailCodeLoginBody = z.infer<typeof EmailCodeLoginBody>;

export const RegisterBody = z.object({
  email: Email,
  password: Password,
  inviteCode: optionalText(32),
  remember: formBool.optional(),
});
export type RegisterBody = z.infer<typeof RegisterBody>;

/** Two-step calls: first with the address (a code is sent), then with address, code and the new value. */
export const ResetByEmailBody = z.object({ email: Email, code: Code.optional(), password: Password.optional() });
export const ResetByPhoneBody = z.object({ phone: Phone, code: Code.optional(), password: Password.optional() });
export const ChangeEmailBody = z.object({ email: Email, code: Code.optional() });
export const VerifyEmailBody = z.object({ code: Code.optional() });
export const ChangePasswordBody = z.object({ oldPassword: Password, password: Password });

/** Trimmed text for a profile field: an empty string clears it, an absent field stays as it is. */
const clearable = <T extends z.ZodType<string>>(schema: T) =>
  z.preprocess((v) => (typeof v === 'string' ? v.trim() : v), z.union([z.literal(''), schema]).optional());
const profileText = (max: number) => clearable(z.string().max(max));

export const PROFILE_LIMITS = { username: 64, code: 64, name: 128, introduction: 2000, website: 512 } as const;

/** The profile form: every field optional; the username cannot be emptied, the others can. */
export const ProfileBody = z.object({
  username: optionalText(PROFILE_LIMITS.username),
  avatar: profileText(512),
  job: profileText(PROFILE_LIMITS.code),
  jobName: profileText(PROFILE_LIMITS.name),
  organization: profileText(PROFILE_LIMITS.code),
  organizationName: profileText(PROFILE_LIMITS.name),
  location: profileText(PROFILE_LIMITS.code),
  locationName: profileText(PROFILE_LIMITS.name),
  introduction: profileText(PROFILE_LIMITS.introduction),
  personalWebsite: clearable(z.url({ protocol: /^https?$/, error: 'must be an http(s) address' }).max(PROFILE_LIMITS.website)),
  phone: clearable(Phone),
});
export type ProfileBody = z.infer<typeof ProfileBody>;

/** Answer of a step that sent a code: the same whether or not the account exists. */
export const CodeSent = z.object({ sent: z.literal(true), expiresInSeconds: z.number().int() });
export const Done = z.object({ ok: z.literal(true) });

export const SessionInfo = z.object({
  id: z.string(),
  current: z.boolean(),
  userAgent: z.string(),
  ip: z.string(),
  createdAt: z.string(),
  lastSeenAt: z.string(),
  remember: z.boolean(),
});
export const SessionList = z.object({ items: z.array(SessionInfo) });
export type SessionInfo = z.infer<typeof SessionInfo>;
export type SessionList = z.infer<typeof SessionList>;
