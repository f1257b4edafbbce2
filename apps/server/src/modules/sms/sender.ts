import type { DbOrTx } from '../../db/client.js';
import { smsMessages } from './schema.js';

/** What a one-time-code SMS carries: the full text, and its parts for template providers. */
export interface OtpSms {
  text: string;
  code: string;
  minutes: number;
  appName: string;
}

/** The provider did not take the message: nothing was sent, nothing was charged. */
export class SmsSendError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'SmsSendError';
  }
}

/** The SMS provider seen from our side. */
export interface SmsSender {
  readonly name: string;
  /** Hands one message to the provider; throws `SmsSendError` when it refuses or fails. */
  send(db: DbOrTx, to: { mobile: string; e164: string }, sms: OtpSms, type: string): Promise<void>;
}

/**
 * Sandbox provider: nothing leaves the machine; the message lands in the outbox that
 * `GET /sandbox/sms` shows, so testers and tests can read their code. Only built in sandbox
 * mode (configuration refuses it otherwise).
 */
export const sandboxSms: SmsSender = {
  name: 'sandbox',
  async send(db, to, sms, type) {
    await db
      .insert(smsMessages)
      .values({ mobile: to.mobile, type, text: sms.text, provider: 'sandbox' });
  },
};

/** No provider configured (development without sandbox): every send fails, nothing pretends. */
export const noSms: SmsSender = {
  name: 'none',
  async send() {
    throw new SmsSendError('no SMS provider is configured');
  },
};
