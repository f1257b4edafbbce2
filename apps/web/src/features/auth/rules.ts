import { type Locale, message } from '@cardroom/contract';

/** Sign-in by user id: the id may not be empty (the other field checks are in components/Form). */
export function userIdError(userId: string, locale: Locale): string | null {
  return userId.trim() === '' ? message('phoneOrIdEmpty', locale) : null;
}
