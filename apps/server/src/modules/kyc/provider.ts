import type { KycDocumentType } from '@cardroom/contract';

/** What a verification provider is told (the document number in clear, only in memory). */
export interface KycCheck {
  reference: string;
  fullName: string;
  birthday: string;
  documentType: KycDocumentType;
  documentNumber: string;
}

/** approved / rejected (with a message key the player reads) / review: a person must look. */
export type KycVerdict =
  | { outcome: 'approved' }
  | { outcome: 'rejected'; reason: 'kycProviderMismatch' }
  | { outcome: 'review' };

/** The adapter every verification provider is behind; called outside any transaction. */
export interface KycProvider {
  readonly name: string;
  verify(check: KycCheck): Promise<KycVerdict>;
}

/**
 * The sandbox provider's documented rule (docs/OPERATIONS.md): a full name containing
 * "reject" is rejected, one containing "review" goes to operator review, any other is
 * approved. Tests, the e2e run and operators drive each outcome by the name they type.
 */
export class SandboxKycProvider implements KycProvider {
  readonly name = 'sandbox';
  calls = 0;

  async verify(check: KycCheck): Promise<KycVerdict> {
    this.calls++;
    const name = check.fullName.toLowerCase();
    if (name.includes('reject')) return { outcome: 'rejected', reason: 'kycProviderMismatch' };
    if (name.includes('review')) return { outcome: 'review' };
    return { outcome: 'approved' };
  }
}

/**
 * Without a contracted provider (production before one is wired in) every submission goes to
 * operator review: nothing is approved by default.
 */
export class ManualReviewProvider implements KycProvider {
  readonly name = 'manual';
  async verify(): Promise<KycVerdict> {
    return { outcome: 'review' };
  }
}
