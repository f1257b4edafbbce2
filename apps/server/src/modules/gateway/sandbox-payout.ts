import { randomBytes } from 'node:crypto';
import { and, desc, eq, isNotNull } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import type { SandboxGateway } from './sandbox.js';
import { sandboxCallbacks, sandboxPayouts } from './schema.js';
import type {
  CreatePaymentRequest,
  CreatePayoutRequest,
  GatewayEvent,
  PaymentGateway,
} from './types.js';

export type SandboxPayout = typeof sandboxPayouts.$inferSelect;

/**
 * The sandbox PSP's payout side. It shares the merchant key, the signature and the
 * callback queue with the deposit simulator (SandboxGateway): a payout's callback is a row
 * in the same queue, delivered and retried by the same job.
 */
export class SandboxPayoutGateway implements PaymentGateway {
  readonly name: string;

  constructor(private readonly opts: { db: Db; gateway: SandboxGateway; now(): Date }) {
    this.name = opts.gateway.name;
  }

  createPayment(req: CreatePaymentRequest) {
    return this.opts.gateway.createPayment(req);
  }

  verifyCallback(rawBody: Buffer, headers: Record<string, string | string[] | undefined>) {
    return this.opts.gateway.verifyCallback(rawBody, headers);
  }

  /** Idempotent on the merchant's payout number, as real PSPs are: a resend pays once. */
  async createPayout(req: CreatePayoutRequest): Promise<{ gatewayPayoutNo: string }> {
    const now = this.opts.now();
    await this.opts.db
      .insert(sandboxPayouts)
      .values({
        payoutNo: `SBP${Date.now().toString(36).toUpperCase()}${randomBytes(6).toString('hex').toUpperCase()}`,
        merchantPayoutNo: req.merchantPayoutNo,
        amount: req.amount,
        currency: req.currency,
        notifyUrl: req.notifyUrl,
        beneficiary: req.beneficiary,
        createdAt: now,
        updatedAt: now,
      })
      .onConflictDoNothing({ target: sandboxPayouts.merchantPayoutNo });
    const row = await this.byMerchantNo(req.merchantPayoutNo);
    if (!row) throw new Error('sandbox payout not stored');
    return { gatewayPayoutNo: row.payoutNo };
  }

  async payout(payoutNo: string): Promise<SandboxPayout | null> {
    const [row] = await this.opts.db
      .select()
      .from(sandboxPayouts)
      .where(eq(sandboxPayouts.payoutNo, payoutNo));
    return row ?? null;
  }

  async byMerchantNo(merchantPayoutNo: string): Promise<SandboxPayout | null> {
    const [row] = await this.opts.db
      .select()
      .from(sandboxPayouts)
      .where(eq(sandboxPayouts.merchantPayoutNo, merchantPayoutNo));
    return row ?? null;
  }

  /**
   * Decides a payout once (a PSP never changes a final status) and queues its signed
   * callback. Answers null when there is no such payout, 'final' when it was decided before.
   */
  async decide(
    payoutNo: string,
    outcome: 'success' | 'fail',
  ): Promise<{ payout: SandboxPayout; delivered: boolean } | null | 'final'> {
    const status = outcome === 'success' ? 'success' : 'failed';
    const now = this.opts.now();
    const [payout] = await this.opts.db
      .update(sandboxPayouts)
      .set({ status, updatedAt: now })
      .where(and(eq(sandboxPayouts.payoutNo, payoutNo), eq(sandboxPayouts.status, 'created')))
      .returning();
    if (!payout) return (await this.payout(payoutNo)) ? 'final' : null;
    const event: GatewayEvent & { paidAt: string } = {
      eventId: `evt_${randomBytes(10).toString('hex')}`,
      gatewayOrderNo: payout.payoutNo,
      merchantOrderNo: payout.merchantPayoutNo,
      status,
      amount: payout.amount,
      currency: payout.currency,
      paidAt: now.toISOString(),
    };
    const id = await this.enqueue(payout, event.eventId, JSON.stringify(event));
    return { payout, delivered: await this.deliverNow(id) };
  }

  /** Sends the latest callback of a payout again, byte for byte (same event id). */
  async resend(payoutNo: string): Promise<{ delivered: boolean } | null> {
    const payout = await this.payout(payoutNo);
    if (!payout) return null;
    const [last] = await this.opts.db
      .select()
      .from(sandboxCallbacks)
      .where(eq(sandboxCallbacks.gatewayOrderNo, payoutNo))
      .orderBy(desc(sandboxCallbacks.id))
      .limit(1);
    if (!last) return null;
    const id = await this.enqueue(payout, last.eventId, last.body);
    return { delivered: await this.deliverNow(id) };
  }

  private async enqueue(payout: SandboxPayout, eventId: string, body: string): Promise<number> {
    const now = this.opts.now();
    const [row] = await this.opts.db
      .insert(sandboxCallbacks)
      .values({
        gatewayOrderNo: payout.payoutNo,
        eventId,
        notifyUrl: payout.notifyUrl,
        body,
        nextAttemptAt: now,
        createdAt: now,
      })
      .returning({ id: sandboxCallbacks.id });
    if (!row) throw new Error('sandbox payout callback not stored');
    return row.id;
  }

  /**
   * First attempt right away through the shared retry job. The job may be mid-run (it
   * then answers its own run), so look a few times; if the merchant is down the job keeps
   * retrying with backoff anyway.
   */
  private async deliverNow(id: number): Promise<boolean> {
    for (let i = 0; i < 3; i++) {
      await this.opts.gateway.runDue();
      const [row] = await this.opts.db
        .select({ id: sandboxCallbacks.id })
        .from(sandboxCallbacks)
        .where(and(eq(sandboxCallbacks.id, id), isNotNull(sandboxCallbacks.deliveredAt)));
      if (row) return true;
    }
    return false;
  }
}
