import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { api, type DepositOrder } from '@cardroom/contract';
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { resultData } from '../../test/factories.js';
import { useTestApp } from '../../test/use-test-app.js';
import { cash, type Player, player, withoutDepositBonus } from '../modules/deposits/testkit.js';
import { sign } from '../modules/wallet-api/index.js';
import { runOps } from './commands.js';

const t = useTestApp({ MARKET: 'IN' });
beforeAll(async () => {
  // The sums here leave out the seeded deposit bonus (SPEC §9; promo/first-deposit tests cover it).
  await withoutDepositBonus(t);
});

async function ops(...args: string[]) {
  const lines: string[] = [];
  const code = await runOps(t.deps, args, (l) => lines.push(l));
  return { code, out: lines.join('\n') };
}

let utr = 700_000_000_000;
async function selfUtr(p: Player, amount = 100_000) {
  return resultData<DepositOrder>(
    await t.call(api.selfUtr, { amount, utr: String(++utr) }, { sign: p.sign }),
  );
}

describe('npm run ops -- deposits …', () => {
  it('lists pending orders and confirms a self-service UTR with the same service as the API', async () => {
    const p = await player(t);
    const o = await selfUtr(p);
    const pending = await ops('deposits', 'pending', '--type', 'self_utr');
    expect(pending.code).toBe(0);
    expect(pending.out).toContain(o.orderNo);
    expect(pending.out).toContain(`player ${p.uid}`);
    t.advance(6 * 3_600_000);
    const confirmed = await ops('deposits', 'confirm-utr', o.orderNo);
    expect(confirmed).toMatchObject({ code: 0 });
    expect(confirmed.out).toContain('bonus ₹10');
    expect(await cash(t, p)).toBe(101_000);
    const again = await ops('deposits', 'confirm-utr', o.orderNo);
    expect(again.code).toBe(1);
    expect(again.out).toContain('not pending');
    expect(await cash(t, p)).toBe(101_000);
  });

  it('rejects a self-service UTR with a reason, and credits or rejects agency orders', async () => {
    const p = await player(t);
    const o = await selfUtr(p);
    expect((await ops('deposits', 'reject-utr', o.orderNo)).code).toBe(2);
    const rejected = await ops('deposits', 'reject-utr', o.orderNo, '--reason', 'not on statement');
    expect(rejected.code).toBe(0);
    const detail = resultData<DepositOrder>(
      await t.call(api.rechargeOrderDetail, { orderNo: o.orderNo }, { sign: p.sign }),
    );
    expect(detail).toMatchObject({ status: 'rejected', remark: 'not on statement' });

    const agency = resultData<DepositOrder>(
      await t.call(api.createAgentOrder, { agentId: 'agent-2', amount: 200_000 }, { sign: p.sign }),
    );
    expect((await ops('deposits', 'credit-agent', o.orderNo)).code).toBe(1);
    expect((await ops('deposits', 'credit-agent', agency.orderNo)).code).toBe(0);
    expect(await cash(t, p)).toBe(204_000);
    const show = await ops('deposits', 'show', agency.orderNo);
    expect(show.out).toContain('success');
  });

  it('checks the ledger and exits non-zero on a violation', async () => {
    expect(await ops('ledger', 'check')).toMatchObject({ code: 0 });
    expect((await ops('nonsense')).code).toBe(2);
    // A balance that no longer matches its postings (only possible by hand-editing the table).
    await t.deps.db.execute(
      sql`update ledger_accounts set balance = balance + 1 where id = (select min(id) from ledger_accounts where owner_type = 'player')`,
    );
    const broken = await ops('ledger', 'check');
    expect(broken.code).toBe(1);
    expect(broken.out).toContain('VIOLATION');
    await t.deps.db.execute(
      sql`update ledger_accounts set balance = balance - 1 where id = (select min(id) from ledger_accounts where owner_type = 'player')`,
    );
  });
});

describe('the ops command line', () => {
  it('runs against a PGlite folder (one process: the server is not running)', {
    timeout: 60_000,
  }, () => {
    const dir = mkdtempSync(join(tmpdir(), 'cardroom-ops-'));
    try {
      const root = fileURLToPath(new URL('../../../../', import.meta.url));
      // Always the PGlite folder here, even when the suite itself runs on PostgreSQL.
      const { DATABASE_URL: _unused, ...rest } = process.env;
      const env = { ...rest, PGLITE_DIR: dir, MARKET: 'IN', LOG_LEVEL: 'silent' };
      const run = spawnSync(
        process.execPath,
        ['--import', 'tsx', 'apps/server/src/ops/cli.ts', 'ledger', 'check'],
        {
          cwd: root,
          env,
          encoding: 'utf8',
          timeout: 55_000,
        },
      );
      expect(run.stderr).toBe('');
      expect(run.status).toBe(0);
      expect(run.stdout).toContain('ledger ok');
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});

describe('npm run ops -- wallet-api key …', () => {
  it('prints the key an aggregator signs with; the wallet API accepts its signature and no other', async () => {
    const { code, out } = await ops('wallet-api', 'key', 'acme-games');
    expect(code).toBe(0);
    expect(out).toMatch(/^[0-9a-f]{64}$/);
    const p = await player(t);
    // No game session: a correctly signed call gets past the signature and stops at the token.
    const raw = JSON.stringify({ request_uuid: 'ops-key-1', user: p.uid, token: 'no-session' });
    const call = (key: string) =>
      t.inject({
        method: 'POST',
        url: '/wallet-api/acme-games/user/balance',
        headers: { 'content-type': 'application/json', 'x-signature': sign(key, raw) },
        payload: raw,
      });
    expect((await call(out)).json()).toMatchObject({ status: 'RS_ERROR_INVALID_TOKEN' });
    const other = await ops('wallet-api', 'key', 'other-provider');
    expect((await call(other.out)).json()).toMatchObject({ status: 'RS_ERROR_INVALID_SIGNATURE' });
  });
});
