import { api, type KycStatus, message } from '@cardroom/contract';
import { consoleApi } from '@cardroom/contract/console';
import { and, eq, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  codeData,
  failure,
  otpPlayer,
  resultData,
  sendOtp,
  uniqueIp,
} from '../../../test/factories.js';
import { useTestApp } from '../../../test/use-test-app.js';
import { runKycOps } from '../../ops/kyc.js';
import { inboxMessages } from '../inbox/index.js';
import { auditLog } from '../operators/index.js';
import { consoleCall, makeOperator, type SignedIn, signInAs } from '../operators/testkit.js';
import { putSetting } from '../settings/index.js';
import { apply, fund, userIdOf, withdrawer } from '../withdrawals/testkit.js';
import { decryptDocument } from './crypto.js';
import type { KycProvider } from './provider.js';
import { kycSubmissions } from './schema.js';
import { KYC_RETRY_AFTER_MS, kycStatusOf, submitKyc } from './service.js';
import { kycSetting } from './settings.js';

/** Indonesia (the test default): the document is the NIK. */
const t = useTestApp();
let support: SignedIn;
beforeAll(async () => {
  support = await signInAs(t, await makeOperator(t, 'support'));
});

const NIK = '3171014505900001';
const good = { fullName: 'Siti Rahayu', birthday: '1990-05-05', documentNumber: NIK };
type P = { sign: string; uid: string };

const submit = (p: P, payload: Record<string, unknown>, locale: 'en' | 'id' = 'en') =>
  t.call(api.kycSubmit, { ...payload, locale }, { sign: p.sign });
const status = async (p: P) =>
  resultData<KycStatus>(await t.call(api.kycStatusGet, {}, { sign: p.sign }));
const rowsOf = async (userId: number) =>
  t.deps.db.select().from(kycSubmissions).where(eq(kycSubmissions.userId, userId));
const setRequired = (on: boolean) =>
  putSetting(t.deps.db, t.deps.market.code, kycSetting, { requiredBeforeWithdrawal: on });
const auditRows = (userId: number, action: string) =>
  t.deps.db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.target, `user:${userId}`), eq(auditLog.action, action)));

describe('KYC submission', () => {
  it('refuses a bad name, birthday or NIK in the player’s language and stores nothing', async () => {
    const p = await otpPlayer(t);
    const userId = await userIdOf(t, p.uid);
    const cases: Array<[Record<string, unknown>, Parameters<typeof message>[0], object?]> = [
      [{ ...good, fullName: '1' }, 'kycNameInvalid'],
      [{ ...good, fullName: 'Siti 42' }, 'kycNameInvalid'],
      [{ ...good, birthday: '1990-02-30' }, 'birthdayInvalid'],
      [{ ...good, birthday: '' }, 'birthdayInvalid'],
      [{ ...good, documentNumber: '317101450590000' }, 'kycNikFormat'],
      // Month 13 and province 00 cannot be a NIK.
      [{ ...good, documentNumber: '3171014513900001' }, 'kycNikFormat'],
      [{ ...good, documentNumber: '0071014505900001' }, 'kycNikFormat'],
    ];
    for (const [payload, key] of cases) {
      for (const locale of ['en', 'id'] as const) {
        expect(failure(await submit(p, payload, locale)).msg).toBe(message(key, locale));
      }
    }
    const now = t.deps.now();
    const minor = `${now.getUTCFullYear() - 17}-01-01`;
    const res = await submit(p, { ...good, birthday: minor }, 'id');
    expect(failure(res).msg).toBe(message('birthdayUnder18', 'id', { age: 17 }));
    expect(await rowsOf(userId)).toEqual([]);
    expect(await auditRows(userId, 'kyc.submit')).toEqual([]);
    expect((await status(p)).state).toBe('none');
  });

  it('stores the NIK encrypted, answers it masked and audits the submission', async () => {
    const p = await otpPlayer(t);
    const userId = await userIdOf(t, p.uid);
    const answer = resultData<KycStatus>(
      await submit(p, { ...good, documentNumber: '3171 0145 0590 0001' }),
    );
    expect(answer).toMatchObject({
      state: 'approved',
      documentType: 'NIK',
      submission: {
        fullName: 'Siti Rahayu',
        birthday: '1990-05-05',
        documentMasked: '••••••••••••0001',
      },
    });
    const raw = await t.deps.db.execute(
      sql`select * from kyc_submissions where user_id = ${userId}`,
    );
    const text = JSON.stringify(raw);
    expect(text).not.toContain(NIK);
    const [row] = await rowsOf(userId);
    expect(row?.documentCipher).toMatch(/^[A-Za-z0-9_-]{40,}$/);
    expect(decryptDocument(t.config.appSecret, userId, row?.documentCipher ?? '')).toBe(NIK);
    // The cipher text is bound to its player: under another id it does not open.
    expect(() =>
      decryptDocument(t.config.appSecret, userId + 1, row?.documentCipher ?? ''),
    ).toThrow();
    const audits = [
      ...(await auditRows(userId, 'kyc.submit')),
      ...(await auditRows(userId, 'kyc.verdict')),
    ];
    expect(audits).toHaveLength(2);
    expect(audits[0]).toMatchObject({ actor: `player:${userId}`, operatorId: null });
    expect(JSON.stringify(audits)).not.toContain(NIK);
    expect(JSON.stringify(await status(p))).not.toContain(NIK);
    // Approved once: a second submission is refused.
    expect(failure(await submit(p, good, 'id')).msg).toBe(message('kycAlreadyApproved', 'id'));
  });

  it('follows the sandbox rule: "reject" in the name is rejected (and may be sent again), "review" waits', async () => {
    const p = await otpPlayer(t);
    const rejected = resultData<KycStatus>(
      await submit(p, { ...good, fullName: 'Reject Me' }, 'id'),
    );
    expect(rejected.state).toBe('rejected');
    expect(rejected.submission?.reason).toBe(message('kycProviderMismatch', 'id'));
    const review = resultData<KycStatus>(await submit(p, { ...good, fullName: 'Review Me' }));
    expect(review.state).toBe('review');
    expect(review.submission?.reason).toBe('');
    expect(failure(await submit(p, good)).msg).toBe(message('kycAlreadyPending', 'en'));
  });

  it('lets 50 concurrent submissions store one and ask the provider once', async () => {
    const p = await otpPlayer(t);
    const userId = await userIdOf(t, p.uid);
    const answers = await Promise.all(Array.from({ length: 50 }, () => submit(p, good)));
    expect(answers.filter((a) => a.body.state === '200')).toHaveLength(1);
    const msgs = new Set(answers.filter((a) => a.body.state !== '200').map((a) => a.body.msg));
    for (const msg of msgs) {
      expect([message('kycAlreadyPending', 'en'), message('kycAlreadyApproved', 'en')]).toContain(
        msg,
      );
    }
    expect(await rowsOf(userId)).toHaveLength(1);
    expect(await auditRows(userId, 'kyc.submit')).toHaveLength(1);
    expect(await auditRows(userId, 'kyc.verdict')).toHaveLength(1);
  });

  it('settles a submission left pending (the provider call failed) on a later read', async () => {
    const p = await otpPlayer(t);
    const userId = await userIdOf(t, p.uid);
    const down: KycProvider = {
      name: 'down',
      verify: () => Promise.reject(new Error('provider unreachable')),
    };
    await submitKyc(t.deps, down, userId, good, '127.0.0.1');
    expect((await rowsOf(userId))[0]?.state).toBe('pending');
    // Too soon to ask again: still pending.
    expect((await status(p)).state).toBe('pending');
    t.advance(KYC_RETRY_AFTER_MS + 1_000);
    expect((await status(p)).state).toBe('approved');
    expect(await auditRows(userId, 'kyc.verdict')).toHaveLength(1);
    // Reading again asks nobody: the answer is recorded.
    expect((await kycStatusOf(t.deps, down, userId, 'en')).state).toBe('approved');
  });
});

describe('withdrawal gate', () => {
  it('is off by default: a withdrawal needs no KYC', async () => {
    const w = await withdrawer(t);
    await fund(t, w.userId, 10_000_000);
    expect((await status(w)).required).toBe(false);
    expect((await apply(t, w, 2_000_000)).body.state).toBe('200');
  });

  it('with the switch on, refuses a withdrawal until approved, then allows it', async () => {
    await setRequired(true);
    try {
      const w = await withdrawer(t);
      await fund(t, w.userId, 10_000_000);
      expect((await status(w)).required).toBe(true);
      const before = await t.deps.ledger.balance(t.deps.db, w.userId, 'cash');
      for (const locale of ['en', 'id'] as const) {
        const res = await t.call(
          api.withdrawApply,
          { amount: 2_000_000, bankCardId: w.cardId, withdrawPassword: w.password, locale },
          { sign: w.sign },
        );
        expect(failure(res).msg).toBe(message('kycRequired', locale));
      }
      resultData(await submit(w, { ...good, fullName: 'Review Budi' }));
      expect(failure(await apply(t, w, 2_000_000)).msg).toBe(message('kycRequiredPending', 'en'));
      expect(await t.deps.ledger.balance(t.deps.db, w.userId, 'cash')).toBe(before);

      // The operator approves it from the console.
      const queue = resultData<{
        submissions: Array<{ id: string; documentMasked: string; player: { uid: string } }>;
      }>(
        await consoleCall(t, consoleApi.consoleKycQueue, {}, { cookie: support.cookie }),
      ).submissions;
      const mine = queue.find((s) => s.player.uid === w.uid);
      expect(mine?.documentMasked).toBe('••••••••••••0001');
      expect(JSON.stringify(queue)).not.toContain(NIK);
      const approved = await consoleCall(
        t,
        consoleApi.consoleKycApprove,
        { id: mine?.id },
        { cookie: support.cookie, csrf: support.csrf },
      );
      expect(resultData<{ state: string }>(approved).state).toBe('approved');
      const [audit] = await auditRows(w.userId, 'kyc.approve');
      expect(audit?.operatorId).not.toBeNull();
      expect(audit).toMatchObject({ after: { state: 'approved' } });
      expect((await status(w)).state).toBe('approved');
      expect((await apply(t, w, 2_000_000)).body.state).toBe('200');
      // Decided once: deciding again is refused.
      const again = await consoleCall(
        t,
        consoleApi.consoleKycReject,
        { id: mine?.id, reason: 'Too late' },
        { cookie: support.cookie, csrf: support.csrf },
      );
      expect(failure(again).msg).toBe(message('consoleKycNotWaiting', 'en'));
    } finally {
      await setRequired(false);
    }
  });
  it('lets a player on a break verify their identity and withdraw in the withdraw-only session', async () => {
    await setRequired(true);
    try {
      const w = await withdrawer(t);
      await fund(t, w.userId, 10_000_000);
      resultData(await t.call(api.breakStart, { period: '24h', confirm: true }, { sign: w.sign }));
      t.advance(61_000); // the resend wait of the code withdrawer() asked for
      const s = codeData(
        await t.call(
          api.ssoLoginV2,
          {
            mobile: w.mobile,
            verificationCode: await sendOtp(t, w.mobile, 'login'),
            purpose: 'withdraw',
          },
          { ip: uniqueIp() },
        ),
      );
      const onBreak = { ...w, sign: s.sign };
      expect((await status(onBreak)).state).toBe('none');
      expect(resultData<KycStatus>(await submit(onBreak, good)).state).toBe('approved');
      expect((await apply(t, onBreak, 2_000_000)).body.state).toBe('200');
      // Still nothing else: the same session cannot play.
      const launch = await t.call(api.gameLaunch, { gameCode: 'dragon-tiger' }, { sign: s.sign });
      expect(failure(launch).state).toBe('403');
    } finally {
      await setRequired(false);
    }
  });
});

describe('operator review', () => {
  it('finance reads the queue but cannot decide; a rejection reason reaches the player', async () => {
    const finance = await signInAs(t, await makeOperator(t, 'finance'));
    const p = await otpPlayer(t);
    const userId = await userIdOf(t, p.uid);
    resultData(await submit(p, { ...good, fullName: 'Review Ayu' }));
    const [row] = await rowsOf(userId);
    const id = String(row?.id);
    const queue = await consoleCall(t, consoleApi.consoleKycQueue, {}, { cookie: finance.cookie });
    expect(queue.body.state).toBe('200');
    const refused = await consoleCall(
      t,
      consoleApi.consoleKycReject,
      { id, reason: 'Blurry name' },
      { cookie: finance.cookie, csrf: finance.csrf },
    );
    expect(refused.body.state).not.toBe('200');
    expect((await rowsOf(userId))[0]?.state).toBe('review');
    resultData(
      await consoleCall(
        t,
        consoleApi.consoleKycReject,
        { id, reason: 'The name does not match the KTP photo' },
        { cookie: support.cookie, csrf: support.csrf },
      ),
    );
    const s = await status(p);
    expect(s).toMatchObject({
      state: 'rejected',
      submission: { reason: 'The name does not match the KTP photo' },
    });
    expect(await auditRows(userId, 'kyc.reject')).toHaveLength(1);
    const mail = await t.deps.db
      .select()
      .from(inboxMessages)
      .where(eq(inboxMessages.userId, userId));
    expect(mail).toMatchObject([
      { msgKey: 'mailKycRejected', params: { reason: 'The name does not match the KTP photo' } },
    ]);
    // Rejected: the player may send it again.
    expect(resultData<KycStatus>(await submit(p, good)).state).toBe('approved');
  });

  it('npm run ops -- kyc list|approve|reject, audited as ops', async () => {
    const p = await otpPlayer(t);
    const q = await otpPlayer(t);
    const [pid, qid] = [await userIdOf(t, p.uid), await userIdOf(t, q.uid)];
    resultData(await submit(p, { ...good, fullName: 'Review Dewi' }));
    resultData(await submit(q, { ...good, fullName: 'Review Eka' }));
    const lines: string[] = [];
    expect(await runKycOps(t.deps, ['kyc', 'list'], (l) => lines.push(l))).toBe(0);
    const idP = String((await rowsOf(pid))[0]?.id);
    const idQ = String((await rowsOf(qid))[0]?.id);
    const lineP = lines.find((l) => l.startsWith(`#${idP} `));
    expect(lineP).toContain('NIK ••••••••••••0001');
    expect(lines.join('\n')).not.toContain(NIK);
    expect(await runKycOps(t.deps, ['kyc', 'approve', idP], () => {})).toBe(0);
    expect(await runKycOps(t.deps, ['kyc', 'reject', idQ], () => {})).toBe(2);
    expect(
      await runKycOps(t.deps, ['kyc', 'reject', idQ, '--reason', 'Document expired'], () => {}),
    ).toBe(0);
    expect(await runKycOps(t.deps, ['kyc', 'approve', idQ], () => {})).toBe(1);
    expect((await status(p)).state).toBe('approved');
    expect((await status(q)).submission?.reason).toBe('Document expired');
    expect(await auditRows(pid, 'kyc.approve')).toMatchObject([{ actor: 'ops' }]);
    expect(await auditRows(qid, 'kyc.reject')).toMatchObject([{ actor: 'ops' }]);
  });
});
