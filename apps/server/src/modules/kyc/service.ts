import {
  birthdayProblem,
  isMessageKey,
  KYC_NAME_PATTERN,
  type KycStatus,
  kycDocumentOf,
  kycDocumentProblem,
  type Locale,
  maskKycDocument,
  message,
  normalizeKycDocument,
} from '@cardroom/contract';
import { and, asc, desc, eq, inArray, lt } from 'drizzle-orm';
import type { Tx } from '../../db/client.js';
import type { Deps } from '../../deps.js';
import { badRequest } from '../../http/errors.js';
import { SYSTEM_MAIL, sendSystemMail } from '../inbox/index.js';
import { writeAudit } from '../operators/index.js';
import { readSetting } from '../settings/index.js';
import { users } from '../users/index.js';
import { decryptDocument, encryptDocument } from './crypto.js';
import type { KycProvider, KycVerdict } from './provider.js';
import { type KycSubmissionRow, kycSubmissions } from './schema.js';
import { kycSetting } from './settings.js';

/** A pending submission whose provider call has not answered for this long is asked again. */
export const KYC_RETRY_AFTER_MS = 60_000;

const LIVE = ['pending', 'review', 'approved'];

/** What the audit log keeps of a submission: never the document number, only its mask. */
export function kycSnapshot(row: KycSubmissionRow) {
  return {
    id: row.id,
    state: row.state,
    fullName: row.fullName,
    birthday: row.birthday,
    documentType: row.documentType,
    documentMasked: maskedOf(row),
    reason: row.reason,
    decidedBy: row.decidedBy,
  };
}

export function maskedOf(row: Pick<KycSubmissionRow, 'documentType' | 'documentLast4'>): string {
  // Only the last four are kept in clear; the length tells the mask how many dots to show.
  const length = row.documentType === 'PAN' ? 10 : 16;
  return maskKycDocument(row.documentLast4.padStart(length, '0'));
}

function reasonText(reason: string, locale: Locale): string {
  if (reason.startsWith('@')) {
    const key = reason.slice(1);
    return isMessageKey(key) ? message(key, locale) : '';
  }
  return reason;
}

async function latest(deps: Deps, userId: number): Promise<KycSubmissionRow | undefined> {
  const [row] = await deps.db
    .select()
    .from(kycSubmissions)
    .where(eq(kycSubmissions.userId, userId))
    .orderBy(desc(kycSubmissions.id))
    .limit(1);
  return row;
}

export async function kycRequired(deps: Deps): Promise<boolean> {
  return (await readSetting(deps.db, deps.market.code, kycSetting)).requiredBeforeWithdrawal;
}

/** The player's state; a submission left pending by a crash is asked again first. */
export async function kycStatusOf(
  deps: Deps,
  provider: KycProvider,
  userId: number,
  locale: Locale,
): Promise<KycStatus> {
  let row = await latest(deps, userId);
  if (row?.state === 'pending') {
    await retryPending(deps, provider, row.id);
    row = await latest(deps, userId);
  }
  return {
    required: await kycRequired(deps),
    state: row ? (row.state as KycStatus['state']) : 'none',
    documentType: kycDocumentOf(deps.market.code),
    submission: row
      ? {
          fullName: row.fullName,
          birthday: row.birthday,
          documentMasked: maskedOf(row),
          submittedAt: row.createdAt.toISOString(),
          reason: row.state === 'rejected' ? reasonText(row.reason, locale) : '',
        }
      : null,
  };
}

export interface KycInput {
  fullName: string;
  birthday: string;
  documentNumber: string;
}

/** Every check that needs no database: a refusal here stores nothing. */
function checked(deps: Deps, input: KycInput) {
  const fullName = input.fullName.trim().replace(/\s+/g, ' ');
  if (!KYC_NAME_PATTERN.test(fullName)) throw badRequest('kycNameInvalid');
  const birthday = input.birthday.trim();
  const age = birthdayProblem(birthday === '' ? 'x' : birthday, deps.market.code, deps.now());
  if (age?.key === 'birthdayUnder18') throw badRequest('birthdayUnder18', { age: age.age });
  if (age) throw badRequest('birthdayInvalid');
  const documentType = kycDocumentOf(deps.market.code);
  const documentNumber = normalizeKycDocument(input.documentNumber);
  const problem = kycDocumentProblem(documentType, documentNumber);
  if (problem) throw badRequest(problem);
  return { fullName, birthday, documentType, documentNumber };
}

/**
 * Stores the submission (pending) and its audit row in one transaction that holds the
 * player's row lock, so concurrent submissions land one at a time and only the first finds
 * nothing live; then, after commit, asks the provider and records its verdict.
 */
export async function submitKyc(
  deps: Deps,
  provider: KycProvider,
  userId: number,
  input: KycInput,
  ip: string,
): Promise<void> {
  const c = checked(deps, input);
  const row = await deps.db.transaction(async (tx) => {
    await tx.select({ id: users.id }).from(users).where(eq(users.id, userId)).for('update');
    const [live] = await tx
      .select({ state: kycSubmissions.state })
      .from(kycSubmissions)
      .where(and(eq(kycSubmissions.userId, userId), inArray(kycSubmissions.state, LIVE)))
      .limit(1);
    if (live?.state === 'approved') throw badRequest('kycAlreadyApproved');
    if (live) throw badRequest('kycAlreadyPending');
    const now = deps.now();
    const [inserted] = await tx
      .insert(kycSubmissions)
      .values({
        userId,
        fullName: c.fullName,
        birthday: c.birthday,
        documentType: c.documentType,
        documentCipher: encryptDocument(deps.config.appSecret, userId, c.documentNumber),
        documentLast4: c.documentNumber.slice(-4),
        state: 'pending',
        createdAt: now,
        askedAt: now,
      })
      .returning();
    if (!inserted) throw new Error('kyc submission not stored');
    await writeAudit(tx, now, {
      operatorId: null,
      actor: `player:${userId}`,
      ip,
      action: 'kyc.submit',
      target: `user:${userId}`,
      before: null,
      after: kycSnapshot(inserted),
    });
    return inserted;
  });
  await ask(deps, provider, row);
}

/** Calls the provider (outside any transaction) and records its verdict if still pending. */
async function ask(deps: Deps, provider: KycProvider, row: KycSubmissionRow): Promise<void> {
  let verdict: KycVerdict;
  try {
    verdict = await provider.verify({
      reference: `kyc:${row.id}`,
      fullName: row.fullName,
      birthday: row.birthday,
      documentType: row.documentType as 'PAN' | 'NIK',
      documentNumber: decryptDocument(deps.config.appSecret, row.userId, row.documentCipher),
    });
  } catch {
    // Left pending: the next read of the player's status (or an operator) settles it.
    return;
  }
  await deps.db.transaction(async (tx) => {
    const now = deps.now();
    const [after] = await tx
      .update(kycSubmissions)
      .set({
        state: verdict.outcome,
        reason: verdict.outcome === 'rejected' ? `@${verdict.reason}` : '',
        decidedBy: `provider:${provider.name}`,
        decidedAt: verdict.outcome === 'review' ? null : now,
      })
      .where(and(eq(kycSubmissions.id, row.id), eq(kycSubmissions.state, 'pending')))
      .returning();
    if (!after) return;
    await auditDecision(tx, now, `provider:${provider.name}`, '', row, after);
  });
}

/** Claims a stale pending submission (one caller wins the conditional update) and asks again. */
async function retryPending(deps: Deps, provider: KycProvider, id: number): Promise<void> {
  const now = deps.now();
  const [claimed] = await deps.db
    .update(kycSubmissions)
    .set({ askedAt: now })
    .where(
      and(
        eq(kycSubmissions.id, id),
        eq(kycSubmissions.state, 'pending'),
        lt(kycSubmissions.askedAt, new Date(now.getTime() - KYC_RETRY_AFTER_MS)),
      ),
    )
    .returning();
  if (claimed) await ask(deps, provider, claimed);
}

async function auditDecision(
  tx: Tx,
  at: Date,
  actor: string,
  ip: string,
  before: KycSubmissionRow,
  after: KycSubmissionRow,
) {
  await writeAudit(tx, at, {
    operatorId: null,
    actor,
    ip,
    action: 'kyc.verdict',
    target: `user:${after.userId}`,
    before: kycSnapshot(before),
    after: kycSnapshot(after),
  });
}

/** The operator's queue: waiting for review or for the provider, oldest first. */
export async function kycQueue(deps: Deps) {
  return deps.db
    .select({ row: kycSubmissions, uid: users.uid, nickname: users.nickname })
    .from(kycSubmissions)
    .innerJoin(users, eq(users.id, kycSubmissions.userId))
    .where(inArray(kycSubmissions.state, ['review', 'pending']))
    .orderBy(asc(kycSubmissions.id))
    .limit(200);
}

export type KycDecision = { approve: true } | { approve: false; reason: string };

/**
 * An operator's decision on a submission waiting for review (or stuck pending): one
 * conditional update, so two operators cannot both decide it. `audit` writes the row in the
 * same transaction. Answers null when nothing waits under that id.
 */
export async function decideKyc(
  deps: Deps,
  id: number,
  decision: KycDecision,
  decidedBy: string,
  audit: (tx: Tx, before: KycSubmissionRow, after: KycSubmissionRow) => Promise<void>,
): Promise<KycSubmissionRow | null> {
  return deps.db.transaction(async (tx) => {
    const [before] = await tx
      .select()
      .from(kycSubmissions)
      .where(and(eq(kycSubmissions.id, id), inArray(kycSubmissions.state, ['review', 'pending'])))
      .for('update');
    if (!before) return null;
    const [after] = await tx
      .update(kycSubmissions)
      .set({
        state: decision.approve ? 'approved' : 'rejected',
        reason: decision.approve ? '' : decision.reason,
        decidedBy,
        decidedAt: deps.now(),
      })
      .where(eq(kycSubmissions.id, id))
      .returning();
    if (!after) return null;
    await audit(tx, before, after);
    // The player learns of a person's decision in the inbox (the provider's answer they see at once).
    await sendSystemMail(deps, tx, {
      userId: after.userId,
      eventKey: `kyc_decision:${after.id}`,
      key: decision.approve ? SYSTEM_MAIL.kycApproved : SYSTEM_MAIL.kycRejected,
      params: decision.approve ? {} : { reason: decision.reason },
      link: '/pages/wallet/Withdraw',
    });
    return after;
  });
}

/** What the withdrawal gate needs: ok (switch off or approved), waiting (pending/review), or none. */
export async function kycGateState(deps: Deps, userId: number): Promise<'ok' | 'waiting' | 'none'> {
  if (!(await kycRequired(deps))) return 'ok';
  const [row] = await deps.db
    .select({ state: kycSubmissions.state })
    .from(kycSubmissions)
    .where(and(eq(kycSubmissions.userId, userId), inArray(kycSubmissions.state, LIVE)))
    .limit(1);
  if (row?.state === 'approved') return 'ok';
  return row ? 'waiting' : 'none';
}

/** The withdrawal gate (src/flows/withdrawal-requested.ts): refuses until KYC is approved when it is required. */
export async function requireKyc(deps: Deps, userId: number): Promise<void> {
  const state = await kycGateState(deps, userId);
  if (state === 'ok') return;
  throw badRequest(state === 'waiting' ? 'kycRequiredPending' : 'kycRequired');
}
