import type { FastifyInstance } from 'fastify';
import type { GatewayEvent, PaymentGateway } from './types.js';

/**
 * A PSP callback route: `POST <prefix>/:gateway`. The body is kept as the raw bytes that
 * arrived (its own content-type parser in this scope) and the signature is checked over
 * exactly those bytes, in constant time, by the gateway adapter. 200 means "received, do not
 * send again"; anything else makes the PSP retry, so a fault never answers the app's 200
 * envelope here. Deposits and payouts both use it.
 */
export function registerSignedCallbackRoute(
  app: FastifyInstance,
  opts: {
    prefix: string;
    /** For log lines: 'gateway callback', 'payout callback'. */
    label: string;
    gateways: Array<Pick<PaymentGateway, 'name' | 'verifyCallback'>>;
    /** Applies a verified event; the result is echoed to the PSP and logged when not applied. */
    handle(gateway: string, event: GatewayEvent, rawBody: string): Promise<string>;
  },
): void {
  const byName = new Map(opts.gateways.map((g) => [g.name, g]));
  app.register(async (scope) => {
    scope.setErrorHandler((err: { statusCode?: number }, req, reply) => {
      const status = err.statusCode && err.statusCode >= 400 ? err.statusCode : 500;
      if (status >= 500) req.log.error({ err }, `${opts.label} failed`);
      return reply
        .code(status)
        .send({ ok: false, error: status >= 500 ? 'retry later' : 'bad request' });
    });
    scope.removeAllContentTypeParsers();
    scope.addContentTypeParser('*', { parseAs: 'buffer' }, (_req, body, done) => done(null, body));
    scope.post<{ Params: { gateway: string } }>(`${opts.prefix}/:gateway`, async (req, reply) => {
      const gateway = byName.get(req.params.gateway);
      if (!gateway) return reply.code(404).send({ ok: false, error: 'unknown gateway' });
      const raw = Buffer.isBuffer(req.body) ? req.body : Buffer.alloc(0);
      const verified = gateway.verifyCallback(raw, req.headers);
      if (!verified.ok) {
        req.log.warn({ gateway: gateway.name, reason: verified.reason }, `${opts.label} refused`);
        return reply
          .code(verified.reason === 'malformed' ? 400 : 401)
          .send({ ok: false, error: verified.reason });
      }
      const result = await opts.handle(gateway.name, verified.event, raw.toString('utf8'));
      if (result === 'mismatch' || result === 'unknown_order') {
        req.log.warn(
          { gateway: gateway.name, event: verified.event, result },
          `${opts.label} not applied`,
        );
      }
      return reply.code(200).send({ ok: true, result });
    });
  });
}
