import { MAX_MINOR } from '@cardroom/contract';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { z } from 'zod';
import type { Deps } from '../../deps.js';
import { jsonDepthExceeds } from '../../http/guards.js';
import { walletOf } from './instance.js';
import { SIGNATURE_HEADER, verify, walletKeyOf } from './signature.js';
import type { WalletAnswer } from './types.js';

/** Hub88 sends string ids; amounts are integer minor units here. */
const id = z.string().min(1).max(128);
const amount = z
  .number()
  .int()
  .min(0)
  .max(MAX_MINOR - 1);
const base = { request_uuid: id, user: id };
const schemas = {
  balance: z.object({ ...base, token: id, game_code: id.optional() }),
  bet: z.object({
    ...base,
    token: id,
    transaction_uuid: id,
    currency: z.string().min(3).max(8),
    amount,
    game_code: id,
    round: id,
  }),
  win: z.object({
    ...base,
    token: id.optional(),
    transaction_uuid: id,
    reference_transaction_uuid: id,
    currency: z.string().min(3).max(8),
    amount,
    game_code: id,
    round: id,
  }),
  rollback: z.object({
    ...base,
    token: id.optional(),
    transaction_uuid: id,
    reference_transaction_uuid: id,
    game_code: id.optional(),
    round: id.optional(),
  }),
};

const PROVIDER = /^[a-z0-9-]{2,32}$/;

/**
 * The seamless wallet over HTTP, for outside aggregators (and our own games if they ever run
 * elsewhere): POST /wallet-api/<provider>/{user/balance, transaction/bet, transaction/win,
 * transaction/rollback}. The body must be signed with the provider's key (X-Signature: hex
 * HMAC-SHA256 of the raw body); answers are always HTTP 200 with a Hub88 status.
 */
export function registerWalletApi(app: FastifyInstance, deps: Deps): void {
  const wallet = walletOf(deps);
  void app.register(async (scope) => {
    // The signature covers the exact bytes, so the body is kept as text until it is verified
    // (the app's depth-checked parser is replaced here; the handler checks the depth itself).
    scope.removeContentTypeParser('application/json');
    scope.addContentTypeParser('application/json', { parseAs: 'string' }, (_req, body, done) =>
      done(null, body),
    );
    const route = <K extends keyof typeof schemas>(
      path: string,
      kind: K,
      run: (provider: string, input: z.output<(typeof schemas)[K]>) => Promise<WalletAnswer>,
    ) => {
      scope.post<{ Params: { provider: string } }>(
        `/wallet-api/:provider/${path}`,
        async (req, reply) => {
          const { provider } = req.params;
          const raw = typeof req.body === 'string' ? req.body : '';
          if (!PROVIDER.test(provider)) return refuse(reply, 'RS_ERROR_INVALID_PARTNER');
          const signature = req.headers[SIGNATURE_HEADER];
          const key = walletKeyOf(deps.config, provider);
          if (!key) return refuse(reply, 'RS_ERROR_INVALID_PARTNER');
          if (!verify(key, raw, typeof signature === 'string' ? signature : undefined)) {
            return refuse(reply, 'RS_ERROR_INVALID_SIGNATURE');
          }
          if (jsonDepthExceeds(raw)) return refuse(reply, 'RS_ERROR_WRONG_TYPES');
          let json: unknown;
          try {
            json = JSON.parse(raw);
          } catch {
            return refuse(reply, 'RS_ERROR_WRONG_TYPES');
          }
          const parsed = schemas[kind].safeParse(json);
          if (!parsed.success) return refuse(reply, 'RS_ERROR_WRONG_TYPES');
          return reply.send(await run(provider, parsed.data as z.output<(typeof schemas)[K]>));
        },
      );
    };
    route('user/balance', 'balance', (provider, b) => wallet.balance({ provider, ...b }));
    route(
      'transaction/bet',
      'bet',
      async (provider, b) => (await wallet.bet({ provider, ...b })).answer,
    );
    route(
      'transaction/win',
      'win',
      async (provider, b) => (await wallet.win({ provider, ...b })).answer,
    );
    route('transaction/rollback', 'rollback', (provider, b) => wallet.rollback({ provider, ...b }));
  });
}

function refuse(reply: FastifyReply, status: string) {
  return reply.send({ status });
}
