import { isMessageKey, type Locale, message } from '@cardroom/contract';
import type { z } from 'zod';

/**
 * Turns the first zod issue into a message for the player. Contract schemas carry message
 * keys as their error texts; anything without a key gets a generic text naming the field.
 */
export function validationMessage(error: z.ZodError, locale: Locale): string {
  const issue = error.issues[0];
  if (!issue) return message('badRequest', locale);
  if (issue.code === 'unrecognized_keys') {
    return message('unknownField', locale, { field: issue.keys.join(', ') });
  }
  if (isMessageKey(issue.message)) return message(issue.message, locale);
  const field = issue.path.join('.') || 'body';
  return message('invalidField', locale, { field });
}
