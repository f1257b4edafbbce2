import { type ChildProcess, execFileSync, spawn } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { request } from 'node:http';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { api } from '@cardroom/contract';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rawRows } from '../src/db/client.js';
import { LOGIN_THROTTLE } from '../src/modules/auth/index.js';
import type { TestApp } from './harness.js';
import { useTestApp } from './use-test-app.js';

/**
 * TRUST_PROXY through a real nginx (Debian's package; bench/install-nginx.sh installs it when
 * missing) on loopback, configured as docs/OPERATIONS.md tells a deployment to:
 * `proxy_set_header X-Forwarded-For $proxy_add_x_forwarded_for`. Clients connect from their own
 * loopback addresses (127.0.0.2, 127.0.0.3...), nginx from 127.0.0.1, so the server can tell them
 * apart: a client's forged X-Forwarded-For must never become its address.
 */
const root = fileURLToPath(new URL('../../../', import.meta.url));
const nginxBin = () => (existsSync('/usr/sbin/nginx') ? '/usr/sbin/nginx' : 'nginx');

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const s = createServer();
    s.once('error', reject);
    s.listen(0, '127.0.0.1', () => {
      const address = s.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      s.close(() => resolve(port));
    });
  });
}

interface Nginx {
  port: number;
  stop(): Promise<void>;
}

async function startNginx(upstreamPort: number): Promise<Nginx> {
  execFileSync('bash', [join(root, 'bench/install-nginx.sh')], { stdio: 'inherit' });
  const port = await freePort();
  const prefix = mkdtempSync(join(tmpdir(), 'cardroom-proxy-test-'));
  mkdirSync(join(prefix, 'logs'));
  const conf = join(prefix, 'nginx.conf');
  writeFileSync(
    conf,
    `daemon off;
worker_processes 1;
pid ${join(prefix, 'nginx.pid')};
error_log ${join(prefix, 'logs/error.log')} warn;
events { worker_connections 256; }
http {
  access_log off;
  client_body_temp_path ${join(prefix, 'body')};
  proxy_temp_path ${join(prefix, 'proxy')};
  fastcgi_temp_path ${join(prefix, 'fastcgi')};
  uwsgi_temp_path ${join(prefix, 'uwsgi')};
  scgi_temp_path ${join(prefix, 'scgi')};
  server {
    listen 127.0.0.1:${port};
    location / {
      proxy_pass http://127.0.0.1:${upstreamPort};
      proxy_set_header Host $host;
      proxy_set_header X-Forwarded-For $proxy_add_x_forwarded_for;
    }
  }
}
`,
  );
  const child: ChildProcess = spawn(nginxBin(), ['-p', prefix, '-c', conf], {
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  for (let i = 0; i < 100; i++) {
    try {
      const res = await post(port, '127.0.0.1', '/healthz', null, {});
      if (res.status === 200) break;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 50));
  }
  return {
    port,
    async stop() {
      child.kill('SIGQUIT');
      await new Promise((r) => child.once('exit', r));
      rmSync(prefix, { recursive: true, force: true });
    },
  };
}

/** One request from `from` (a loopback address of the client's own). */
function post(
  port: number,
  from: string,
  path: string,
  body: Record<string, unknown> | null,
  headers: Record<string, string>,
): Promise<{ status: number; json: Record<string, unknown> }> {
  return new Promise((resolve, reject) => {
    const data = body ? JSON.stringify(body) : '';
    const req = request(
      {
        host: '127.0.0.1',
        port,
        localAddress: from,
        path,
        method: body ? 'POST' : 'GET',
        headers: { ...(body ? { 'content-type': 'application/json' } : {}), ...headers },
      },
      (res) => {
        let text = '';
        res.on('data', (c) => {
          text += c;
        });
        res.on('end', () => {
          try {
            resolve({ status: res.statusCode ?? 0, json: JSON.parse(text) });
          } catch (err) {
            reject(err);
          }
        });
      },
    );
    req.on('error', reject);
    req.end(data);
  });
}

const common = { appId: 621108, deviceNumber: 'proxy-test', locale: 'en', appPackageName: 'Web' };

/** A sign-in with a made-up id and a wrong password: one failure for the sender's address. */
const wrongSignIn = (port: number, from: string, i: number, forged: string) =>
  post(
    port,
    from,
    api.ssoIdLogin.path,
    { ...common, userId: `8${String(i).padStart(7, '0')}`, password: 'not-the-password' },
    { 'x-forwarded-for': forged },
  );

async function counted(t: TestApp): Promise<Record<string, number>> {
  const rows = await rawRows<{ key: string; count: number }>(
    t.deps.db,
    sql`select key, count from rate_counters where bucket = ${`${LOGIN_THROTTLE.ip.bucket}:failed`}`,
  );
  return Object.fromEntries(rows.map((r) => [r.key, Number(r.count)]));
}

describe.each([
  ['the proxy by address', '127.0.0.1'],
  ['one hop', '1'],
])('TRUST_PROXY (%s) behind nginx', (_name, trust) => {
  const t = useTestApp({ TRUST_PROXY: trust });
  let nginx: Nginx;
  let serverPort: number;
  beforeAll(async () => {
    serverPort = await t.listen('127.0.0.1');
    nginx = await startNginx(serverPort);
  }, 300_000);
  afterAll(async () => {
    await nginx?.stop();
    await t?.close();
  });

  it('a forged X-Forwarded-For does not reset the per-address cap; the real address is counted', async () => {
    const max = LOGIN_THROTTLE.ip.max;
    const answers: string[] = [];
    for (let i = 0; i <= max; i++) {
      // A new made-up address every time, as an attacker resetting the cap would send.
      const res = await wrongSignIn(nginx.port, '127.0.0.2', i, `203.0.113.${i + 1}`);
      answers.push(String(res.json.code));
    }
    expect(answers.slice(0, max).every((c) => c === '400')).toBe(true);
    expect(answers[max]).toBe('429');
    // Counted against the client's own address, never the forged ones.
    expect(await counted(t)).toEqual({ '127.0.0.2': max });
    // Another client behind the same nginx is not throttled for it.
    const other = await wrongSignIn(nginx.port, '127.0.0.3', 900, '127.0.0.2');
    expect(other.json.code).toBe(400);
    expect((await counted(t))['127.0.0.3']).toBe(1);
  });

  it('straight to the server, past the proxy, the header is not believed', async () => {
    const res = await wrongSignIn(serverPort, '127.0.0.4', 901, '198.51.100.7');
    expect(res.json.code).toBe(400);
    const seen = await counted(t);
    // With an address list the socket's own address is used (127.0.0.4 is no trusted proxy);
    // with a hop count the one hop is whoever connected, so a hop count belongs only behind a
    // proxy that every request passes (OPERATIONS says so).
    if (trust === '1') expect(seen['198.51.100.7']).toBe(1);
    else {
      expect(seen['127.0.0.4']).toBe(1);
      expect(seen['198.51.100.7']).toBeUndefined();
    }
  });
});
