import type { MarketCode } from './market.js';

/**
 * KYC documents: India's PAN and Indonesia's NIK. The format rules and the mask live here so
 * the server (which decides) and the web form (which explains early) apply the same ones.
 */
export type KycDocumentType = 'PAN' | 'NIK';

export function kycDocumentOf(market: MarketCode): KycDocumentType {
  return market === 'IN' ? 'PAN' : 'NIK';
}

/**
 * PAN: 5 letters, 4 digits, 1 letter (AAAAA9999A). The fourth letter is the holder's type and
 * a person's own PAN has P there (C company, H family, F firm, T trust …): KYC is for a person.
 */
export const PAN_PATTERN = /^[A-Z]{3}P[A-Z][0-9]{4}[A-Z]$/;

/**
 * NIK: 16 digits: province (11–94), regency, district, birth date as DDMMYY (women add 40 to
 * the day) and a serial from 0001. Only what can be checked without the registry is checked.
 */
export function nikPlausible(nik: string): boolean {
  if (!/^\d{16}$/.test(nik)) return false;
  const province = Number(nik.slice(0, 2));
  const regency = Number(nik.slice(2, 4));
  const rawDay = Number(nik.slice(6, 8));
  const day = rawDay > 40 ? rawDay - 40 : rawDay;
  const month = Number(nik.slice(8, 10));
  const serial = Number(nik.slice(12, 16));
  return (
    province >= 11 &&
    province <= 94 &&
    regency >= 1 &&
    day >= 1 &&
    day <= 31 &&
    month >= 1 &&
    month <= 12 &&
    serial >= 1
  );
}

/** Spaces and dashes people type are dropped; PAN letters are upper-cased. */
export function normalizeKycDocument(raw: string): string {
  return raw.replace(/[\s-]/g, '').toUpperCase();
}

/** The message key of a document number's problem, or null when it is well formed. */
export function kycDocumentProblem(
  type: KycDocumentType,
  normalized: string,
): 'kycPanFormat' | 'kycNikFormat' | null {
  if (type === 'PAN') return PAN_PATTERN.test(normalized) ? null : 'kycPanFormat';
  return nikPlausible(normalized) ? null : 'kycNikFormat';
}

/** Every character but the last four hidden: what the player and operators see. */
export function maskKycDocument(normalized: string): string {
  const shown = normalized.slice(-4);
  return `${'•'.repeat(Math.max(0, normalized.length - shown.length))}${shown}`;
}

/** A full name: letters (any script), spaces, dots, apostrophes and dashes, 2–100 characters. */
export const KYC_NAME_PATTERN = /^[\p{L}][\p{L}\p{M} .'-]{0,98}[\p{L}.]$/u;
