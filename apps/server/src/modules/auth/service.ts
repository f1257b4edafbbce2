import {
  type api,
  checkPhone,
  type Locale,
  nationalNumber,
  type RequestOf,
  type SessionResult,
  stripInvisible,
} from '@cardroom/contract';
import { eq } from 'drizzle-orm';
import type { Tx } from '../../db/client.js';
import type { Deps } from '../../deps.js';
import { badRequest, conflict, forbidden, unauthorized } from '../../http/errors.js';
import {
  createUser,
  DuplicateUserError,
  type SignupOrigin,
  type UserRow,
  userByMobile,
  userByUid,
  users,
} from '../users/index.js';
import { hashPassword, newReadablePassword, verifyPassword } from './crypto.js';
import { consumeOtp, sendOtp } from './otp.js';
import { issueSession, revokeAllSessions, revokeSession } from './sessions.js';
import {
  keepLoginCheck,
  releaseLoginCheck,
  releaseSignup,
  reserveLoginCheck,
  reserveSignup,
} from './throttle.js';

/**
 * Who is calling, as the sign-in services need it: the router's request context satisfies it,
 * and so does anything else that signs a player in (the services know nothing of HTTP).
 */
export interface Caller {
  ip: string;
  locale: Locale;
  session: { sessionId: number; userId: number; uid: string } | null;
}

type Device = {
  deviceNumber?: string | undefined;
  deviceName?: string | undefined;
  purpose?: 'withdraw' | undefined;
};

/** The invitation's device number and client address (abuse caps, invite module). */
function signupOrigin(input: Device, ctx: Caller): SignupOrigin {
  return { device: input.deviceNumber?.trim() ?? '', address: ctx.ip, locale: ctx.locale };
}

function sessionMeta(input: Device, ctx: Caller) {
  return { deviceNumber: input.deviceNumber, deviceName: input.deviceName, ip: ctx.ip };
}

async function startSession(
  deps: Deps,
  user: { id: number; uid: string; disabled?: boolean },
  input: Device,
  ctx: Caller,
  newUserFlag: boolean,
): Promise<SessionResult> {
  if (user.disabled) throw forbidden('accountDisabled');
  // Every sign-in method ends here: the sign-in flow (src/flows/sign-in.ts) refuses it, limits
  // its scope (a break) or shortens its life (a session-time limit).
  const verdict = await deps.flows.signIn(deps, {
    userId: user.id,
    locale: ctx.locale,
    purpose: input.purpose,
    deviceNumber: input.deviceNumber?.trim() || undefined,
  });
  const meta = { ...sessionMeta(input, ctx), withdrawOnly: verdict.scope === 'withdrawOnly' };
  const ttl =
    verdict.maxMs === null
      ? deps.config.sessionTtlMs
      : Math.min(deps.config.sessionTtlMs, verdict.maxMs);
  const s = await issueSession(deps.db, user, ttl, meta);
  return { ...s, newUserFlag };
}

/**
 * The account a sign-in belongs to, created on first use. Two first sign-ins racing each
 * other both end up with the one account the database let through.
 */
async function findOrCreateUser(
  find: () => Promise<UserRow | null>,
  create: () => Promise<UserRow>,
): Promise<{ user: UserRow; created: boolean }> {
  const existing = await find();
  if (existing) return { user: existing, created: false };
  try {
    return { user: await create(), created: true };
  } catch (err) {
    if (!(err instanceof DuplicateUserError)) throw err;
    const winner = await find();
    if (!winner) throw err;
    return { user: winner, created: false };
  }
}

/** The sign-up cap of the caller's address, for `createUser`'s transaction (throttle.ts). */
function signupSlot(deps: Deps, ctx: Caller) {
  return async (tx: Tx) => {
    await reserveSignup(tx, deps.config.signupsPerAddress, ctx.ip, deps.now());
  };
}

/**
 * The national number of a phone number as the player typed it (`0812 3456-7890`, `+91 98765
 * 43210`), checked against the market's format: every phone route reads the number this way.
 */
function phoneOf(deps: Deps, typed: string): string {
  const mobile = nationalNumber(deps.market, typed);
  const problem = checkPhone(deps.market, mobile);
  if (problem) throw badRequest(problem);
  return mobile;
}

export function requestOtp(
  deps: Deps,
  input: RequestOf<typeof api.smsSend>,
  ctx: Caller,
): Promise<{ resendAfterSeconds: number; expiresInSeconds: number }> {
  const mobile = phoneOf(deps, input.mobile);
  const otpDeps = {
    db: deps.db,
    secret: deps.config.appSecret,
    market: deps.market,
    sms: deps.sms,
    appName: deps.config.appName,
    locale: ctx.locale,
  };
  return sendOtp(otpDeps, mobile, input.type, ctx.ip, deps.now());
}

export async function guestLogin(
  deps: Deps,
  input: RequestOf<typeof api.ssoGuest>,
  ctx: Caller,
): Promise<SessionResult> {
  const device = input.deviceNumber?.trim();
  if (!device) throw badRequest('deviceRequired');
  const byDevice = async () =>
    (await deps.db.select().from(users).where(eq(users.guestDevice, device)))[0] ?? null;
  const { user, created } = await findOrCreateUser(byDevice, () =>
    createUser(
      deps,
      {
        isGuest: true,
        guestDevice: device,
        signupChannel: 'guest',
        referralCode: input.referralCode,
      },
      signupOrigin(input, ctx),
      signupSlot(deps, ctx),
    ),
  );
  return startSession(deps, user, input, ctx, created);
}

export async function otpLogin(
  deps: Deps,
  input: RequestOf<typeof api.ssoLoginV2>,
  ctx: Caller,
): Promise<SessionResult> {
  const mobile = phoneOf(deps, input.mobile);
  await consumeOtp(
    { db: deps.db, secret: deps.config.appSecret },
    mobile,
    'login',
    input.verificationCode,
    deps.now(),
  );
  const { user, created } = await findOrCreateUser(
    () => userByMobile(deps.db, mobile),
    () =>
      createUser(
        deps,
        {
          mobile: mobile,
          signupChannel: 'otp',
          referralCode: input.referralCode,
        },
        signupOrigin(input, ctx),
      ),
  );
  return startSession(deps, user, input, ctx, created);
}

export async function register(
  deps: Deps,
  input: RequestOf<typeof api.ssoRegister>,
  ctx: Caller,
): Promise<SessionResult> {
  const mobile = phoneOf(deps, input.mobile);
  if (await userByMobile(deps.db, mobile)) throw conflict('phoneRegistered');
  await consumeOtp(
    { db: deps.db, secret: deps.config.appSecret },
    mobile,
    'register',
    input.verificationCode,
    deps.now(),
  );
  try {
    const user = await createUser(
      deps,
      {
        mobile: mobile,
        passwordHash: await hashPassword(input.password),
        signupChannel: 'register',
        referralCode: input.referralCode,
      },
      signupOrigin(input, ctx),
    );
    return startSession(deps, user, input, ctx, true);
  } catch (err) {
    if (err instanceof DuplicateUserError) throw conflict('phoneRegistered');
    throw err;
  }
}

export async function oneClickRegister(
  deps: Deps,
  input: RequestOf<typeof api.ssoOneClickRegister>,
  ctx: Caller,
): Promise<SessionResult & { userId: string; password: string }> {
  // The slot first, then the hash (argon2id, 19 MiB and two passes): once the address is at its
  // cap, a burst is refused by a counter update each instead of costing a hash each.
  const slot = await reserveSignup(deps.db, deps.config.signupsPerAddress, ctx.ip, deps.now());
  const password = newReadablePassword();
  let user: UserRow;
  try {
    user = await createUser(
      deps,
      {
        passwordHash: await hashPassword(password),
        signupChannel: 'oneClick',
        referralCode: input.referralCode,
      },
      signupOrigin(input, ctx),
    );
  } catch (err) {
    await releaseSignup(deps.db, slot);
    throw err;
  }
  const session = await startSession(deps, user, input, ctx, true);
  // The only time the password exists in the clear outside the player's hands.
  return { ...session, userId: user.uid, password };
}

/** The sign-in throttle's subject for an existing account. */
const accountKey = (userId: number) => `user:${userId}`;

/** Phone or id + password, with throttling per account and per address. */
async function passwordLogin(
  deps: Deps,
  account: string,
  find: () => Promise<{
    id: number;
    uid: string;
    passwordHash: string | null;
    disabled: boolean;
  } | null>,
  password: string,
  input: Device,
  ctx: Caller,
): Promise<SessionResult> {
  const user = await find();
  // One count per account whichever identifier was typed (phone or id); unknown ones are
  // counted by what was typed. The slot is taken before the password is looked at, so a
  // burst cannot outrun the count.
  const subject = user ? accountKey(user.id) : account;
  const taken = await reserveLoginCheck(deps.db, deps.market.code, subject, ctx.ip, deps.now());
  const ok = await verifyPassword(user?.passwordHash ?? null, password);
  if (!user || !ok) {
    await keepLoginCheck(deps.db, taken);
    throw badRequest('loginFailed');
  }
  await releaseLoginCheck(deps.db, taken);
  return startSession(deps, user, input, ctx, false);
}

export function phonePasswordLogin(
  deps: Deps,
  input: RequestOf<typeof api.ssoLogin>,
  ctx: Caller,
): Promise<SessionResult> {
  const mobile = phoneOf(deps, input.mobile);
  return passwordLogin(
    deps,
    `m:${mobile}`,
    () => userByMobile(deps.db, mobile),
    input.password,
    input,
    ctx,
  );
}

export function idPasswordLogin(
  deps: Deps,
  input: RequestOf<typeof api.ssoIdLogin>,
  ctx: Caller,
): Promise<SessionResult> {
  return passwordLogin(
    deps,
    `u:${input.userId}`,
    () => userByUid(deps.db, input.userId),
    input.password,
    input,
    ctx,
  );
}

/**
 * Signed in: change the password (the current one is needed if the account has one).
 * Signed out: reset it with phone + code. Either way every session ends and a fresh one
 * is returned to the caller.
 */
export async function modifyPassword(
  deps: Deps,
  input: RequestOf<typeof api.ssoModify>,
  ctx: Caller,
): Promise<SessionResult> {
  const newHash = () => hashPassword(input.newPassword);
  if (ctx.session) {
    const session = ctx.session;
    const [user] = await deps.db.select().from(users).where(eq(users.id, session.userId));
    if (!user) throw new Error('session user missing');
    if (user.passwordHash) {
      if (!input.oldPassword) throw badRequest('passwordEmpty');
      const taken = await reserveLoginCheck(
        deps.db,
        deps.market.code,
        accountKey(user.id),
        ctx.ip,
        deps.now(),
      );
      if (!(await verifyPassword(user.passwordHash, input.oldPassword))) {
        await keepLoginCheck(deps.db, taken);
        throw badRequest('oldPasswordWrong');
      }
      await releaseLoginCheck(deps.db, taken);
    }
    await deps.db
      .update(users)
      .set({ passwordHash: await newHash(), updatedAt: new Date() })
      .where(eq(users.id, user.id));
    await revokeAllSessions(deps.db, user.id);
    return startSession(deps, user, {}, ctx, false);
  }
  // A current password without phone or code is a signed-in change whose session is missing,
  // expired or revoked: answer 401 so the client logs out, not a reset's "phone empty".
  const resetFields = input.mobile !== undefined || input.verificationCode !== undefined;
  if (input.oldPassword !== undefined && !resetFields) throw unauthorized();
  if (input.mobile === undefined) throw badRequest('phoneEmpty');
  if (input.verificationCode === undefined) throw badRequest('otpEmpty');
  const mobile = phoneOf(deps, input.mobile);
  const user = await userByMobile(deps.db, mobile);
  if (!user) throw badRequest('phoneNotRegistered');
  await consumeOtp(
    { db: deps.db, secret: deps.config.appSecret },
    mobile,
    'forgotPassword',
    input.verificationCode,
    deps.now(),
  );
  await deps.db
    .update(users)
    .set({ passwordHash: await newHash(), updatedAt: new Date() })
    .where(eq(users.id, user.id));
  await revokeAllSessions(deps.db, user.id);
  return startSession(deps, user, {}, ctx, false);
}

export async function googleLogin(
  deps: Deps,
  input: RequestOf<typeof api.ssoGoogleLogin>,
  ctx: Caller,
): Promise<SessionResult> {
  if (!deps.google.enabled) throw forbidden('channelDisabled');
  const identity = await deps.google.verify(input.googleToken);
  if (!identity) throw badRequest('googleFailed');
  const bySub = async () =>
    (await deps.db.select().from(users).where(eq(users.googleSub, identity.sub)))[0] ?? null;
  const { user, created } = await findOrCreateUser(bySub, () =>
    createUser(
      deps,
      {
        googleSub: identity.sub,
        email: identity.email,
        nickname:
          stripInvisible(identity.name || input.name || '')
            .trim()
            .slice(0, 20) || undefined,
        signupChannel: 'google',
        referralCode: input.referralCode,
      },
      signupOrigin(input, ctx),
    ),
  );
  return startSession(deps, user, input, ctx, created);
}

export async function logout(deps: Deps, session: NonNullable<Caller['session']>): Promise<void> {
  await revokeSession(deps.db, session.sessionId);
}
