import { randomInt } from 'node:crypto';
import { api, type SessionResult, type SmsType } from '@cardroom/contract';
import { expect } from 'vitest';
import { type SandboxGateway, SIGNATURE_HEADER } from '../src/modules/gateway/index.js';
import { checkLedgerInvariants } from '../src/modules/ledger/index.js';
import type { CallResult, TestApp } from './harness.js';

/**
 * Builders for the players and values a test needs. Every helper makes fresh ones (new
 * numbers, devices and addresses), so tests never share state they change.
 */

// Random per process, then a counter: unique within a test file (each file has its own database).
const run = randomInt(0, 100_000);
let counter = 0;
const next = () => ++counter;

/** A valid national mobile number for the market: ID /^8\d{8,11}$/ (11 digits), IN /^[6-9]\d{9}$/. */
export function uniqueMobile(market: 'ID' | 'IN' = 'ID'): string {
  const n = next();
  if (market === 'IN')
    return `9${String(run % 10_000).padStart(4, '0')}${String(n).padStart(5, '0')}`;
  return `8${String(run).padStart(5, '0')}${String(n).padStart(5, '0')}`;
}

export function uniqueDevice(label = 'dev'): string {
  return `${label}-${run}-${next()}`;
}

/** A fresh client address, so per-address limits of one test never touch another. */
export function uniqueIp(): string {
  const n = next();
  return `10.${run % 250}.${Math.floor(n / 250) % 250}.${(n % 250) + 1}`;
}

/** The successful `data` of a code-envelope call (sign-in calls), failing the test otherwise. */
/** The call's answer, with what the server logged when it was a system error. */
const told = (res: CallResult) =>
  res.serverError
    ? `${JSON.stringify(res.body)}\nserver log: ${res.serverError}`
    : JSON.stringify(res.body);

export function codeData<T = SessionResult>(res: CallResult): T {
  expect(res.body, told(res)).toMatchObject({ code: 200 });
  return res.body.data as T;
}

/** The successful `resultData` of a state-envelope call, failing the test otherwise. */
export function resultData<T>(res: CallResult): T {
  expect(res.body, told(res)).toMatchObject({ state: '200' });
  return res.body.resultData as T;
}

/** Moves the clock to just after the start of the next fixed window, so a test's counts share one. */
export function alignToWindow(t: TestApp, windowSeconds: number): void {
  const ms = windowSeconds * 1000;
  const now = t.deps.now().getTime();
  t.advance(ms - (now % ms) + 1000);
}

export async function guest(
  t: TestApp,
  device = uniqueDevice('guest'),
): Promise<SessionResult & { device: string }> {
  // Each guest from an address of its own, as players are: sign-ups per address are capped.
  const res = await t.call(api.ssoGuest, {}, { deviceNumber: device, ip: uniqueIp() });
  return { ...codeData(res), device };
}

/** The newest code sent to a number, read from the sandbox SMS outbox over HTTP. */
export async function readOtp(t: TestApp, mobile: string): Promise<string> {
  const res = await t.inject({ method: 'GET', url: '/sandbox/sms', query: { mobile } });
  expect(res.statusCode).toBe(200);
  const { messages } = res.json() as { messages: Array<{ text: string }> };
  const text = messages[0]?.text ?? '';
  const code = /\b(\d{6})\b/.exec(text)?.[1];
  if (!code) throw new Error(`no code in the outbox for ${mobile}: ${JSON.stringify(messages)}`);
  return code;
}

/** Asks for a code (from a fresh address unless given) and reads it from the outbox. */
export async function sendOtp(
  t: TestApp,
  mobile: string,
  type: SmsType,
  ip = uniqueIp(),
): Promise<string> {
  resultData(await t.call(api.smsSend, { mobile, type }, { ip }));
  return readOtp(t, mobile);
}

/** A code that is surely not the one sent. */
export function wrongCode(code: string): string {
  return String((Number(code) + 1) % 1_000_000).padStart(6, '0');
}

export interface Registered extends SessionResult {
  mobile: string;
  password: string;
  device: string;
}

/** A registered player: /sms/send (register) then /sso/register. */
export async function registeredPlayer(
  t: TestApp,
  opts: { password?: string; mobile?: string } = {},
): Promise<Registered> {
  const mobile = opts.mobile ?? uniqueMobile(t.config.market);
  const password = opts.password ?? `Secret-${next()}`;
  const device = uniqueDevice('reg');
  const code = await sendOtp(t, mobile, 'register');
  const res = await t.call(
    api.ssoRegister,
    { mobile, verificationCode: code, password, ageConfirmed: true, termsAccepted: true },
    { deviceNumber: device, ip: uniqueIp() },
  );
  return { ...codeData(res), mobile, password, device };
}

/** A player signed in with phone + code (/sso/v2/login), created on first use. */
export async function otpPlayer(t: TestApp, mobile = uniqueMobile(t.config.market)) {
  const code = await sendOtp(t, mobile, 'login');
  // A device of its own, as each player has: a break holds the devices its player used.
  const res = await t.call(
    api.ssoLoginV2,
    { mobile, verificationCode: code },
    { ip: uniqueIp(), deviceNumber: uniqueDevice('otp') },
  );
  return { ...codeData(res), mobile };
}

/** The failure text of either envelope. */
export function failure(res: CallResult): { state: string; msg: string } {
  const { body } = res;
  const state = body.state ?? (body.code !== undefined ? String(body.code) : undefined);
  expect(state, JSON.stringify(body)).toBeDefined();
  expect(state).not.toBe('200');
  return { state: String(state), msg: String(body.msg) };
}

/** A player row straight in the database, for tests of services below the HTTP layer. */
export async function playerRow(t: TestApp): Promise<{ id: number; uid: string }> {
  const { createUser } = await import('../src/modules/users/service.js');
  const user = await createUser(t.deps, { signupChannel: 'guest' });
  return { id: user.id, uid: user.uid };
}

/** What a player holds in one of their ledger accounts (cash unless told), in minor units. */
export function balanceOf(
  t: TestApp,
  userId: number,
  kind: Parameters<TestApp['deps']['ledger']['balance']>[2] = 'cash',
): Promise<number> {
  return t.deps.ledger.balance(t.deps.db, userId, kind);
}

/** The ledger's invariants hold (useTestApp checks this after every test). */
export async function expectLedgerOk(t: TestApp): Promise<void> {
  expect(await checkLedgerInvariants(t.deps.db)).toEqual([]);
}

/** The sandbox gateway of a test app (tests run with SANDBOX=true). */
export function sandbox(t: TestApp): SandboxGateway {
  const gw = t.deps.sandboxGateway;
  if (!gw) throw new Error('sandbox gateway missing');
  return gw;
}

/** An online deposit order (/recharge/createOrder), not paid yet. */
export async function onlineOrder(t: TestApp, p: { sign: string }, amount: number, type = 'qris') {
  const res = await t.call(api.createRechargeOrder, { amount, type }, { sign: p.sign });
  const data = resultData<{ orderNo: string; payUrl: string; amount: number }>(res);
  const gatewayOrderNo = data.payUrl.split('/').pop() ?? '';
  return { ...data, gatewayOrderNo };
}

/** POSTs a callback body to the notify route with a signature made by `secret`. */
export function notify(
  t: TestApp,
  body: string,
  opts: { signature?: string | null; secret?: string } = {},
) {
  const gw = sandbox(t);
  const signature = opts.signature === undefined ? gw.sign(body, opts.secret) : opts.signature;
  return t.inject({
    method: 'POST',
    url: '/payment/notify/sandbox',
    payload: body,
    headers: {
      'content-type': 'application/json',
      ...(signature === null ? {} : { [SIGNATURE_HEADER]: signature }),
    },
  });
}

/** The sandbox gateway's callback about an order (success unless told). */
export function callbackBody(o: {
  orderNo: string;
  gatewayOrderNo: string;
  amount: number;
  status?: 'success' | 'failed';
  eventId?: string;
  currency?: string;
}): string {
  return JSON.stringify({
    eventId: o.eventId ?? `evt_${o.gatewayOrderNo}_${o.status ?? 'success'}`,
    gatewayOrderNo: o.gatewayOrderNo,
    merchantOrderNo: o.orderNo,
    status: o.status ?? 'success',
    amount: o.amount,
    currency: o.currency ?? 'IDR',
  });
}

/** The sandbox gateway's online method of each market (QRIS, UPI). */
export const ONLINE_METHOD = { ID: 'qris', IN: 'upi_fast' } as const;

/**
 * A credited deposit, the way real money arrives: an online order, then the gateway's signed
 * success callback. So deposits' `creditOrder` and the deposit-credited flow run as in
 * production (deposit bonuses, sign-up task, VIP progress, invitation, inbox), never a bare
 * ledger post. Answers the order number.
 */
export async function creditedDeposit(
  t: TestApp,
  p: { sign: string },
  amount: number,
  opts: { type?: string } = {},
): Promise<string> {
  const o = await onlineOrder(t, p, amount, opts.type ?? ONLINE_METHOD[t.config.market]);
  const res = await notify(t, callbackBody({ ...o, amount, currency: t.deps.market.currencyCode }));
  expect(res.statusCode, res.body).toBe(200);
  return o.orderNo;
}
