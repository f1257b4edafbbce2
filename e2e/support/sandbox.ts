import { randomInt } from 'node:crypto';
import type { APIRequestContext } from '@playwright/test';

/** A fresh Indonesian mobile number (the e2e server runs MARKET=ID): 8 then 10 digits. */
export function uniqueMobile(): string {
  return `8${String(randomInt(0, 10_000_000_000)).padStart(10, '0')}`;
}

/** Reads the newest one-time code sent to a number from the sandbox SMS outbox. */
export async function readOtp(request: APIRequestContext, mobile: string): Promise<string> {
  for (let i = 0; i < 20; i++) {
    const res = await request.get(`/sandbox/sms?mobile=${mobile}`);
    const { messages } = (await res.json()) as { messages: Array<{ text: string }> };
    const code = /\b(\d{6})\b/.exec(messages[0]?.text ?? '')?.[1];
    if (code) return code;
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`no code in the sandbox outbox for ${mobile}`);
}
