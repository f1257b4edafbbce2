import type { DbOrTx } from '../../db/client.js';
import { smsMessages } from './schema.js';

/** The SMS provider seen from our side. A real adapter would call the provider's HTTP API. */
export interface SmsSender {
  readonly name: string;
  send(db: DbOrTx, to: { mobile: string; e164: string }, text: string, type: string): Promise<void>;
}

/**
 * Sandbox provider: nothing leaves the machine; the message lands in the outbox that
 * `GET /sandbox/sms` shows, so testers and tests can read their code.
 */
export const sandboxSms: SmsSender = {
  name: 'sandbox',
  async send(db, to, text, type) {
    await db.insert(smsMessages).values({ mobile: to.mobile, type, text, provider: 'sandbox' });
  },
};
