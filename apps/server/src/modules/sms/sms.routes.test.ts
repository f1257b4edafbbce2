import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { api } from '@cardroom/contract';
import { sql } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { codeData, uniqueIp, uniqueMobile } from '../../../test/factories.js';
import { useTestApp } from '../../../test/use-test-app.js';
import { loadConfig } from '../../config.js';
import { rawRows } from '../../db/client.js';

/** A stand-in for MSG91's flow endpoint on loopback: records what it was sent. */
class FakeMsg91 {
  server: Server;
  received: Array<{ headers: IncomingMessage['headers']; body: Record<string, unknown> }> = [];
  answer: { status: number; body: unknown } = {
    status: 200,
    body: { type: 'success', message: 'req-1' },
  };

  constructor() {
    this.server = createServer((req, res) => {
      let raw = '';
      req.on('data', (c) => {
        raw += c;
      });
      req.on('end', () => {
        this.received.push({ headers: req.headers, body: JSON.parse(raw) });
        res.writeHead(this.answer.status, { 'content-type': 'application/json' });
        res.end(JSON.stringify(this.answer.body));
      });
    });
  }

  async listen(): Promise<string> {
    await new Promise<void>((r) => this.server.listen(0, '127.0.0.1', r));
    return `http://127.0.0.1:${(this.server.address() as AddressInfo).port}/api/v5/flow`;
  }

  lastCode(): string {
    const body = this.received.at(-1)?.body as { recipients: Array<{ otp: string }> };
    return body.recipients[0]?.otp ?? '';
  }
}

describe('configuration', () => {
  const prod = { NODE_ENV: 'production', APP_SECRET: 'T7f2Qx9LmP4vRz8KcW1nYb6HdJ3sGa5E' };

  it('production refuses to start without a real SMS provider', () => {
    expect(() => loadConfig({ ...prod })).toThrow(/production needs an SMS provider/);
    expect(() => loadConfig({ ...prod, SMS_PROVIDER: 'sandbox' })).toThrow(/needs SANDBOX on/);
    expect(() => loadConfig({ ...prod, SMS_PROVIDER: 'msg91' })).toThrow(/MSG91_AUTH_KEY/);
    const ok = loadConfig({
      ...prod,
      SMS_PROVIDER: 'msg91',
      MSG91_AUTH_KEY: 'key',
      MSG91_TEMPLATE_ID: 'tpl',
    });
    expect(ok.sms).toMatchObject({ provider: 'msg91', templateId: 'tpl' });
  });

  it('sandbox mode uses the outbox unless a provider is named', () => {
    expect(loadConfig({ SANDBOX: 'true' }).sms).toEqual({ provider: 'sandbox' });
    expect(loadConfig({ SANDBOX: 'false' }).sms).toBeUndefined();
  });
});

describe('MSG91 adapter against a local fake', () => {
  const fake = new FakeMsg91();
  let url = '';
  beforeAll(async () => {
    url = await fake.listen();
  });
  afterAll(async () => {
    await new Promise((r) => fake.server.close(r));
  });
  // Registered after the fake's hooks: the app starts once it listens, closes before it.
  const t = useTestApp(() => ({
    SANDBOX: 'false',
    SMS_PROVIDER: 'msg91',
    MSG91_AUTH_KEY: 'auth-key-1',
    MSG91_TEMPLATE_ID: 'tpl-otp',
    MSG91_URL: url,
  }));
  afterEach(() => {
    fake.answer = { status: 200, body: { type: 'success', message: 'req-1' } };
  });

  it('sends the code as template variables, and the code signs the player in', async () => {
    const mobile = uniqueMobile(t.config.market);
    const sent = await t.call(api.smsSend, { mobile, type: 'login' }, { ip: uniqueIp() });
    expect(sent.body.state).toBe('200');
    const got = fake.received.at(-1);
    expect(got?.headers.authkey).toBe('auth-key-1');
    expect(got?.body).toMatchObject({
      template_id: 'tpl-otp',
      recipients: [{ mobiles: `62${mobile}`, app: 'Cardroom', minutes: '5' }],
    });
    const res = await t.call(
      api.ssoLoginV2,
      { mobile, verificationCode: fake.lastCode() },
      { ip: uniqueIp() },
    );
    codeData(res);
    // Nothing lands in a sandbox outbox outside sandbox mode.
    const outbox = await rawRows<{ n: number }>(
      t.deps.db,
      sql`select count(*)::int as n from sms_messages`,
    );
    expect(Number(outbox[0]?.n)).toBe(0);
  });

  it('a provider refusal is a clear error and uses up no limit', async () => {
    fake.answer = { status: 200, body: { type: 'error', message: 'Invalid template' } };
    const mobile = uniqueMobile(t.config.market);
    const ip = uniqueIp();
    for (const locale of ['en', 'id'] as const) {
      const res = await t.call(api.smsSend, { mobile, type: 'login' }, { ip, locale });
      expect(res.body).toEqual({
        state: '400',
        msg:
          locale === 'en'
            ? 'The code could not be sent, please try again'
            : 'Kode tidak dapat dikirim, silakan coba lagi',
      });
    }
    fake.answer = { status: 500, body: 'down' };
    expect((await t.call(api.smsSend, { mobile, type: 'login' }, { ip })).body.state).toBe('400');
    // The provider works again: no wait and no hourly count was used by the failures.
    fake.answer = { status: 200, body: { type: 'success', message: 'req-2' } };
    expect((await t.call(api.smsSend, { mobile, type: 'login' }, { ip })).body.state).toBe('200');
  });
});

describe('no provider outside sandbox mode', () => {
  const t = useTestApp({ SANDBOX: 'false' });

  it('answers that the code could not be sent, and pretends nothing', async () => {
    const mobile = uniqueMobile(t.config.market);
    const res = await t.call(api.smsSend, { mobile, type: 'login' }, { ip: uniqueIp() });
    expect(res.body).toEqual({ state: '400', msg: 'The code could not be sent, please try again' });
    const outbox = await rawRows<{ n: number }>(
      t.deps.db,
      sql`select count(*)::int as n from sms_messages`,
    );
    expect(Number(outbox[0]?.n)).toBe(0);
  });
});
