import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { and, desc, eq, isNull, lte, sql } from 'drizzle-orm';
import { z } from 'zod';
import type { Db } from '../../db/client.js';
import { jsonDepthExceeds } from '../../http/guards.js';
import { PeriodicJob } from '../../jobs/periodic.js';
import { sandboxCallbacks, sandboxPayments } from './schema.js';
import type {
  CreatePaymentRequest,
  CreatePaymentResult,
  Deliver,
  GatewayEvent,
  PaymentGateway,
  VerifyResult,
} from './types.js';

export const SIGNATURE_HEADER = 'x-sandbox-signature';

/** Seconds to wait after the n-th failed attempt (then the last value, until it lands). */
const BACKOFF_S = [2, 5, 15, 30, 60, 120, 300, 600, 1800, 3600];
/** After this many attempts (about a day and a half) the gateway gives up, like a real PSP. */
const MAX_ATTEMPTS = 40;
/** A claimed callback is not picked again by another instance for this long. */
const LEASE_MS = 60_000;

const eventSchema = z.object({
  eventId: z.string().min(1).max(64),
  gatewayOrderNo: z.string().min(1).max(64),
  merchantOrderNo: z.string().min(1).max(64),
  status: z.enum(['success', 'failed']),
  amount: z.number().int().safe(),
  currency: z.string().min(3).max(8),
  paidAt: z.string().optional(),
});

export interface SandboxGatewayOptions {
  db: Db;
  /** The merchant key both sides share (HMAC-SHA256). */
  secret: string;
  now(): Date;
  deliver: Deliver;
  log?: { warn(obj: object, msg: string): void };
}

export type SandboxPayment = typeof sandboxPayments.$inferSelect;

/**
 * A payment service provider that runs here: it keeps its own payments, shows a pay page,
 * and sends signed callbacks that it retries from the database until one is answered 200.
 */
export class SandboxGateway implements PaymentGateway {
  readonly name = 'sandbox';
  /** Replaceable, so tests can make the merchant "go down" for a while. */
  deliver: Deliver;
  private readonly retries = new PeriodicJob(
    () => this.attemptDue(),
    (err) => this.opts.log?.warn({ err }, 'sandbox gateway retry job failed'),
  );

  constructor(private readonly opts: SandboxGatewayOptions) {
    this.deliver = opts.deliver;
  }

  static secretFrom(appSecret: string): string {
    return createHmac('sha256', appSecret).update('sandbox-gateway-merchant-key').digest('hex');
  }

  sign(body: string | Buffer, secret = this.opts.secret): string {
    return createHmac('sha256', secret).update(body).digest('hex');
  }

  async createPayment(req: CreatePaymentRequest): Promise<CreatePaymentResult> {
    const gatewayOrderNo = `SBX${Date.now().toString(36).toUpperCase()}${randomBytes(6).toString('hex').toUpperCase()}`;
    const now = this.opts.now();
    await this.opts.db.insert(sandboxPayments).values({
      gatewayOrderNo,
      merchantOrderNo: req.merchantOrderNo,
      amount: req.amount,
      currency: req.currency,
      notifyUrl: req.notifyUrl,
      returnUrl: req.returnUrl,
      createdAt: now,
      updatedAt: now,
    });
    // Same origin as the app: the browser reaches it directly in production builds and
    // through the dev server's proxy in development.
    return { gatewayOrderNo, payUrl: `/sandbox/gateway/pay/${gatewayOrderNo}` };
  }

  verifyCallback(
    rawBody: Buffer,
    headers: Record<string, string | string[] | undefined>,
  ): VerifyResult {
    const header = headers[SIGNATURE_HEADER];
    const given = Array.isArray(header) ? header[0] : header;
    if (!given) return { ok: false, reason: 'missing_signature' };
    const expected = Buffer.from(this.sign(rawBody), 'hex');
    const got = /^[0-9a-f]{64}$/i.test(given) ? Buffer.from(given, 'hex') : Buffer.alloc(0);
    if (got.length !== expected.length || !timingSafeEqual(got, expected)) {
      return { ok: false, reason: 'bad_signature' };
    }
    const text = rawBody.toString('utf8');
    if (jsonDepthExceeds(text)) return { ok: false, reason: 'malformed' };
    let parsed: unknown;
    try {
      parsed = JSON.parse(text);
    } catch {
      return { ok: false, reason: 'malformed' };
    }
    const event = eventSchema.safeParse(parsed);
    if (!event.success) return { ok: false, reason: 'malformed' };
    const { paidAt: _paidAt, ...rest } = event.data;
    return { ok: true, event: rest };
  }

  async payment(gatewayOrderNo: string): Promise<SandboxPayment | null> {
    const [row] = await this.opts.db
      .select()
      .from(sandboxPayments)
      .where(eq(sandboxPayments.gatewayOrderNo, gatewayOrderNo));
    return row ?? null;
  }

  /**
   * The player pressed Pay or Fail (or a tester posted the outcome): the payment takes that
   * status and a new signed callback goes out, first attempt right away.
   */
  async settle(
    gatewayOrderNo: string,
    outcome: 'success' | 'fail',
  ): Promise<{ payment: SandboxPayment; delivered: boolean } | null> {
    const status = outcome === 'success' ? 'success' : 'failed';
    const now = this.opts.now();
    const [payment] = await this.opts.db
      .update(sandboxPayments)
      .set({ status, updatedAt: now })
      .where(eq(sandboxPayments.gatewayOrderNo, gatewayOrderNo))
      .returning();
    if (!payment) return null;
    const event: GatewayEvent & { paidAt: string } = {
      eventId: `evt_${randomBytes(10).toString('hex')}`,
      gatewayOrderNo,
      merchantOrderNo: payment.merchantOrderNo,
      status,
      amount: payment.amount,
      currency: payment.currency,
      paidAt: now.toISOString(),
    };
    const id = await this.enqueue(payment, event.eventId, JSON.stringify(event));
    return { payment, delivered: await this.attemptNow(id) };
  }

  /** Sends the latest callback of a payment again, byte for byte (same event id). */
  async resend(gatewayOrderNo: string): Promise<{ delivered: boolean } | null> {
    const [last] = await this.opts.db
      .select()
      .from(sandboxCallbacks)
      .where(eq(sandboxCallbacks.gatewayOrderNo, gatewayOrderNo))
      .orderBy(desc(sandboxCallbacks.id))
      .limit(1);
    if (!last) return null;
    const payment = await this.payment(gatewayOrderNo);
    if (!payment) return null;
    const id = await this.enqueue(payment, last.eventId, last.body);
    return { delivered: await this.attemptNow(id) };
  }

  /** Callbacks of a payment, oldest first (for the pay page and tests). */
  async callbacks(gatewayOrderNo: string) {
    return this.opts.db
      .select()
      .from(sandboxCallbacks)
      .where(eq(sandboxCallbacks.gatewayOrderNo, gatewayOrderNo))
      .orderBy(sandboxCallbacks.id);
  }

  /**
   * Attempts every callback that is due. Each row is claimed with one UPDATE … FOR UPDATE
   * SKIP LOCKED that also pushes its next attempt out by a lease, so several instances
   * running this job never send the same attempt twice. Returns how many landed.
   */
  runDue(): Promise<number> {
    return this.retries.run();
  }

  private async attemptDue(limit = 50): Promise<number> {
    const now = this.opts.now();
    const claimed = await this.opts.db
      .update(sandboxCallbacks)
      .set({
        nextAttemptAt: new Date(now.getTime() + LEASE_MS),
        attempts: sql`${sandboxCallbacks.attempts} + 1`,
      })
      .where(
        sql`${sandboxCallbacks.id} in (select id from sandbox_gateway_callbacks
              where delivered_at is null and next_attempt_at <= ${now.toISOString()}
              order by id limit ${limit} for update skip locked)`,
      )
      .returning();
    let landed = 0;
    for (const row of claimed) if (await this.attempt(row)) landed++;
    return landed;
  }

  /** The retry job: once on start, then every `periodMs`. */
  start(periodMs = 5_000): void {
    this.retries.start(periodMs);
  }

  stop(): Promise<void> {
    return this.retries.stop();
  }

  private async enqueue(payment: SandboxPayment, eventId: string, body: string): Promise<number> {
    const [row] = await this.opts.db
      .insert(sandboxCallbacks)
      .values({
        gatewayOrderNo: payment.gatewayOrderNo,
        eventId,
        notifyUrl: payment.notifyUrl,
        body,
        nextAttemptAt: this.opts.now(),
        createdAt: this.opts.now(),
      })
      .returning({ id: sandboxCallbacks.id });
    if (!row) throw new Error('sandbox callback not stored');
    return row.id;
  }

  private async attemptNow(id: number): Promise<boolean> {
    const now = this.opts.now();
    const [row] = await this.opts.db
      .update(sandboxCallbacks)
      .set({
        nextAttemptAt: new Date(now.getTime() + LEASE_MS),
        attempts: sql`${sandboxCallbacks.attempts} + 1`,
      })
      .where(
        and(
          eq(sandboxCallbacks.id, id),
          isNull(sandboxCallbacks.deliveredAt),
          lte(sandboxCallbacks.nextAttemptAt, now),
        ),
      )
      .returning();
    return row ? this.attempt(row) : false;
  }

  private async attempt(row: typeof sandboxCallbacks.$inferSelect): Promise<boolean> {
    let error: string;
    try {
      const res = await this.deliver({
        url: row.notifyUrl,
        body: row.body,
        headers: { 'content-type': 'application/json', [SIGNATURE_HEADER]: this.sign(row.body) },
      });
      if (res.status === 200) {
        await this.opts.db
          .update(sandboxCallbacks)
          .set({ deliveredAt: this.opts.now(), lastError: null })
          .where(eq(sandboxCallbacks.id, row.id));
        return true;
      }
      error = `HTTP ${res.status}`;
    } catch (err) {
      error = err instanceof Error ? err.message : String(err);
    }
    const waitS = BACKOFF_S[Math.min(row.attempts - 1, BACKOFF_S.length - 1)] ?? 3600;
    const giveUp = row.attempts >= MAX_ATTEMPTS;
    await this.opts.db
      .update(sandboxCallbacks)
      .set({
        lastError: giveUp ? `gave up: ${error}` : error,
        // A given-up callback stays undelivered but is never due again (resend still works).
        nextAttemptAt: giveUp
          ? new Date('9999-12-31T00:00:00Z')
          : new Date(this.opts.now().getTime() + waitS * 1000),
      })
      .where(eq(sandboxCallbacks.id, row.id));
    this.opts.log?.warn({ callbackId: row.id, error }, 'sandbox gateway callback not delivered');
    return false;
  }
}

/** Delivery through the running app: real HTTP when it listens, `inject` otherwise (tests). */
export function appDeliver(app: {
  server: { listening: boolean; address(): unknown };
  inject(opts: {
    method: 'POST';
    url: string;
    payload: string;
    headers: Record<string, string>;
  }): Promise<{ statusCode: number }>;
}): Deliver {
  return async ({ url, body, headers }) => {
    const path = new URL(url, 'http://localhost').pathname;
    if (app.server.listening) {
      const address = app.server.address() as { address: string; port: number; family: string };
      const host =
        address.address === '0.0.0.0' || address.address === '::'
          ? '127.0.0.1'
          : address.family === 'IPv6'
            ? `[${address.address}]`
            : address.address;
      const res = await fetch(`http://${host}:${address.port}${path}`, {
        method: 'POST',
        headers,
        body,
        signal: AbortSignal.timeout(10_000),
      });
      await res.arrayBuffer();
      return { status: res.status };
    }
    const res = await app.inject({ method: 'POST', url: path, payload: body, headers });
    return { status: res.statusCode };
  };
}
