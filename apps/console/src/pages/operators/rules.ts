/**
 * The own-password form's rules, as the server's schema reads them (consoleOwnPassword: the new
 * password 12 to 128 characters). rules.test.ts holds the numbers against the schema.
 */
export const PASSWORD_MIN = 12;
export const PASSWORD_MAX = 128;

/** What stops the form from being sent, in the operator's words, or null. */
export function passwordProblem(current: string, next: string, again: string): string | null {
  if (current === '') return 'Type your current password.';
  const length = [...next].length;
  if (length < PASSWORD_MIN) {
    return `The new password needs at least ${PASSWORD_MIN} characters (${length} so far).`;
  }
  if (length > PASSWORD_MAX) return `Keep the new password to ${PASSWORD_MAX} characters.`;
  if (next !== again) return 'The two new passwords differ.';
  if (next === current) return 'The new password is the current one.';
  return null;
}
