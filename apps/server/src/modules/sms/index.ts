import { defineModule } from '../module.js';

/** SMS out (MSG91, or the sandbox outbox); the sandbox window onto it is in `sandbox`. */
export const smsModule = defineModule({ name: 'sms' });

export { smsMessages } from './schema.js';
export type { SmsSender } from './sender.js';
export { SmsSendError, sandboxSms } from './sender.js';
