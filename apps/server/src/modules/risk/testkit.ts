import { consoleApi, type RiskSummary } from '@cardroom/contract/console';
import { playerRow, resultData, uniqueDevice } from '../../../test/factories.js';
import type { TestApp } from '../../../test/harness.js';
import { sessions } from '../auth/index.js';
import { depositOrders } from '../deposits/index.js';
import { consoleCall, type SignedIn } from '../operators/testkit.js';
import { putSetting, readSetting } from '../settings/index.js';
import { bankCards, withdrawOrders } from '../withdrawals/index.js';
import { type RiskRules, riskRulesSetting } from './settings.js';

/**
 * Test helpers for the risk rules: the rows the rules read, written as the modules that own
 * them write them (money through the ledger), at the times a case needs.
 */
let seq = 0;
const next = () => `${Date.now().toString(36)}${++seq}`;

export const newPlayer = (t: TestApp) => playerRow(t);

export async function deposit(t: TestApp, userId: number, amount: number, arrivedAt = new Date()) {
  const orderNo = `RSKD${next()}`;
  await t.deps.db.insert(depositOrders).values({
    orderNo,
    userId,
    depositType: 'online',
    status: 'success',
    amount,
    currency: t.deps.ledger.currency,
    createdAt: arrivedAt,
    arrivedAt,
  });
  await t.deps.ledger.post({
    key: `deposit:${orderNo}`,
    type: 'deposit',
    userId,
    reference: orderNo,
    postings: [
      { account: { userId, kind: 'cash' }, amount },
      { account: { house: 'gateway_clearing' }, amount: -amount },
    ],
  });
}

export async function withdrawal(
  t: TestApp,
  userId: number,
  amount: number,
  opts: { status?: string; at?: Date } = {},
) {
  const orderNo = `RSKW${next()}`;
  await t.deps.db.insert(withdrawOrders).values({
    orderNo,
    userId,
    bankCardId: 0,
    status: opts.status ?? 'success',
    amount,
    fee: 0,
    arrivalAmount: amount,
    currency: t.deps.ledger.currency,
    beneficiary: {
      name: 'Test',
      accountNumber: '1234567890',
      ifsc: '',
      bankCode: 'BCA',
      bankName: 'BCA',
    },
    createdAt: opts.at ?? new Date(),
  });
  return orderNo;
}

/** A bonus paid from the promotion expense (what every promotion's payment posts). */
export async function bonus(t: TestApp, userId: number, amount: number) {
  const ref = `RSKB${next()}`;
  await t.deps.ledger.post({
    key: `gift:${ref}`,
    type: 'gift',
    userId,
    reference: ref,
    postings: [
      { account: { userId, kind: 'cash' }, amount },
      { account: { house: 'promotion_expense' }, amount: -amount },
    ],
  });
}

/** A stake on a game (the player's cash to the game account), at the database's clock. */
export async function bet(t: TestApp, userId: number, amount: number) {
  const ref = `RSKS${next()}`;
  await t.deps.ledger.post({
    key: `bet:${ref}`,
    type: 'bet',
    userId,
    reference: ref,
    postings: [
      { account: { userId, kind: 'cash' }, amount: -amount },
      { account: { house: 'game' }, amount },
    ],
  });
}

export async function signedIn(
  t: TestApp,
  userId: number,
  where: { device?: string; ip?: string; at?: Date },
) {
  const at = where.at ?? new Date();
  await t.deps.db.insert(sessions).values({
    tokenHash: `risk-${next()}`,
    userId,
    deviceNumber: where.device ?? null,
    ip: where.ip ?? null,
    createdAt: at,
    expiresAt: new Date(at.getTime() + 86_400_000),
  });
}

export async function card(t: TestApp, userId: number, accountNumber: string, deleted = false) {
  await t.deps.db.insert(bankCards).values({
    userId,
    holderName: 'Test Holder',
    accountNumber,
    bankCode: 'BCA',
    bankName: 'BCA',
    deletedAt: deleted ? new Date() : null,
  });
}

export const device = () => uniqueDevice('risk');

/** Changes the rules; answers them as they were, to put back. */
export async function setRiskRules(
  t: TestApp,
  change: (r: RiskRules) => RiskRules,
): Promise<RiskRules> {
  const current = await readSetting(t.deps.db, t.deps.market.code, riskRulesSetting);
  await putSetting(t.deps.db, t.deps.market.code, riskRulesSetting, change(current));
  return current;
}

export async function riskOfPlayer(t: TestApp, op: SignedIn, playerUid: string) {
  const res = await consoleCall(
    t,
    consoleApi.consolePlayerRisk,
    { playerUid },
    { cookie: op.cookie },
  );
  return resultData<RiskSummary & { currencySign: string }>(res);
}

export const rulesOf = (s: RiskSummary) => s.flags.map((f) => f.rule).sort();
