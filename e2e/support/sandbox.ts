import { randomInt } from 'node:crypto';
import type { APIRequestContext } from '@playwright/test';

/** A fresh Indonesian mobile number (the e2e server runs MARKET=ID): 8 then 10 digits. */
export function uniqueMobile(): string {
  return `8${String(randomInt(0, 10_000_000_000)).padStart(10, '0')}`;
}

/**
 * Reads one-time codes sent to a number from the sandbox SMS outbox. Each call waits for a message
 * it has not handed out before: a flow that asks for several codes (bind phone, then withdraw
 * password) must not race the new SMS and type the previous code.
 */
export function otpInbox(request: APIRequestContext, mobile: string): () => Promise<string> {
  let seen = 0;
  return async () => {
    for (let i = 0; i < 40; i++) {
      const res = await request.get(`/sandbox/sms?mobile=${mobile}`);
      // Newest first.
      const { messages } = (await res.json()) as { messages: Array<{ text: string }> };
      const code = /\b(\d{6})\b/.exec(messages[0]?.text ?? '')?.[1];
      if (code && messages.length > seen) {
        seen = messages.length;
        return code;
      }
      await new Promise((r) => setTimeout(r, 250));
    }
    throw new Error(`no new code in the sandbox outbox for ${mobile}`);
  };
}
