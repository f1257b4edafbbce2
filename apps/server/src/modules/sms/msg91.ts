import { SmsSendError, type SmsSender } from './sender.js';

export interface Msg91Options {
  authKey: string;
  /** The DLT-registered flow template; its variables are ##otp##, ##app## and ##minutes##. */
  templateId: string;
  /** The flow endpoint (configurable so tests can point it at a local fake). */
  url: string;
  timeoutMs?: number;
  /** What the provider said for each message, for the log (never the code or the key). */
  onSent?: (info: { requestId: string; mobile: string }) => void;
}

/**
 * MSG91 (a common Indian SMS gateway), through its Flow API: India's DLT rules allow only
 * registered templates, so the code travels as a template variable rather than free text.
 * Answers `{ "type": "success", "message": "<request id>" }` or `{ "type": "error", ... }`.
 */
export function msg91Sms(opts: Msg91Options): SmsSender {
  return {
    name: 'msg91',
    async send(_db, to, sms) {
      const body = {
        template_id: opts.templateId,
        short_url: '0',
        recipients: [
          {
            mobiles: to.e164.replace(/^\+/, ''),
            otp: sms.code,
            app: sms.appName,
            minutes: String(sms.minutes),
          },
        ],
      };
      let res: Response;
      try {
        res = await fetch(opts.url, {
          method: 'POST',
          headers: {
            authkey: opts.authKey,
            'content-type': 'application/json',
            accept: 'application/json',
          },
          body: JSON.stringify(body),
          signal: AbortSignal.timeout(opts.timeoutMs ?? 10_000),
        });
      } catch (err) {
        throw new SmsSendError(`msg91 unreachable: ${(err as Error).message}`);
      }
      const answer = (await res.json().catch(() => null)) as {
        type?: unknown;
        message?: unknown;
      } | null;
      if (!res.ok || answer?.type !== 'success') {
        const said = typeof answer?.message === 'string' ? answer.message : `HTTP ${res.status}`;
        throw new SmsSendError(`msg91 refused the message: ${said}`);
      }
      opts.onSent?.({ requestId: String(answer.message ?? ''), mobile: to.mobile });
    },
  };
}
