import {
  birthdayProblem,
  KYC_NAME_PATTERN,
  type KycDocumentType,
  kycDocumentProblem,
  type Locale,
  type MarketCode,
  message,
  normalizeKycDocument,
} from '@cardroom/contract';

/**
 * The KYC form's checks before anything is sent: the same rules and texts as the server
 * (the contract's), so the player reads the problem at once. Answers the first problem.
 */
export function kycFormError(
  f: { fullName: string; birthday: string; documentNumber: string },
  documentType: KycDocumentType,
  market: MarketCode,
  locale: Locale,
  now: Date,
): string | null {
  const name = f.fullName.trim().replace(/\s+/g, ' ');
  if (!KYC_NAME_PATTERN.test(name)) return message('kycNameInvalid', locale);
  const age = birthdayProblem(f.birthday === '' ? 'x' : f.birthday, market, now);
  if (age?.key === 'birthdayUnder18') return message('birthdayUnder18', locale, { age: age.age });
  if (age) return message('birthdayInvalid', locale);
  const problem = kycDocumentProblem(documentType, normalizeKycDocument(f.documentNumber));
  return problem ? message(problem, locale) : null;
}

/** What the withdraw page shows for a state: the form, a wait, or nothing (approved / not needed). */
export function kycView(s: {
  required: boolean;
  state: 'none' | 'pending' | 'approved' | 'rejected' | 'review';
}): 'form' | 'waiting' | 'approved' | 'hidden' {
  if (s.state === 'approved') return s.required ? 'approved' : 'hidden';
  if (!s.required) return 'hidden';
  if (s.state === 'pending' || s.state === 'review') return 'waiting';
  return 'form';
}
