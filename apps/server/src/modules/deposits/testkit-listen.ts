import type { TestApp } from '../../../test/harness.js';

/**
 * Makes the sandbox gateway deliver over real HTTP: a second listening server on the same
 * database stands in for "the server's notify URL" (the harness app itself never listens).
 */
export async function listen(t: TestApp) {
  const { buildApp } = await import('../../app.js');
  const gw = t.deps.sandboxGateway;
  if (!gw) throw new Error('sandbox gateway missing');
  const database = { db: t.deps.db, kind: t.deps.dbKind, close: async () => {} };
  const built = await buildApp({ config: t.config, database, now: t.deps.now });
  await built.app.listen({ port: 0, host: '127.0.0.1' });
  const real = gw.deliver;
  const { appDeliver } = await import('../gateway/index.js');
  gw.deliver = appDeliver(built.app);
  return {
    app: {
      close: async () => {
        gw.deliver = real;
        await built.app.close();
      },
    },
  };
}
