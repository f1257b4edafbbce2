import { message } from '@cardroom/contract';
import { type FormEvent, useState } from 'react';
import { useTranslation } from '../../../i18n';
import './giftTexts';
import { TextField } from '../../../components/Form';
import { useLocale } from '../../../hooks/useLocale';
import { useMoney } from '../../../hooks/useMoney';
import type { ClaimOutcome } from '../api';

/**
 * Type a gift code and redeem it. An empty code is refused here with the server's own words;
 * every other refusal (wrong, expired, used up, already redeemed, too many tries) is the
 * server's message in the player's language. Success names the amount credited.
 */
export function GiftCodeForm({
  pending,
  onRedeem,
}: {
  pending: boolean;
  /** null: nothing was sent (a signed-out visitor is sent to sign in, or a tap was repeated). */
  onRedeem: (code: string) => Promise<ClaimOutcome | null>;
}) {
  const { t } = useTranslation();
  const locale = useLocale();
  const money = useMoney();
  const [code, setCode] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [credited, setCredited] = useState<number | null>(null);

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    setCredited(null);
    const trimmed = code.trim();
    if (trimmed === '') {
      setError(message('giftCodeEmpty', locale));
      return;
    }
    setError(null);
    const r = await onRedeem(trimmed);
    if (!r) return;
    if (r.ok) {
      setCredited(r.amount);
      setCode('');
    } else {
      setError(r.msg);
    }
  };

  return (
    <form className="promo-box gift-form" onSubmit={(e) => void submit(e)} noValidate>
      <TextField
        label={t('promo.gift.label')}
        placeholder={t('promo.gift.placeholder')}
        testId="gift-code"
        value={code}
        maxLength={32}
        autoComplete="off"
        autoCapitalize="characters"
        onChange={(v) => {
          setCode(v);
          setError(null);
        }}
      />
      {error && (
        <p className="form-error" role="alert" data-testid="gift-error">
          {error}
        </p>
      )}
      {credited !== null && (
        <p className="promo-success" role="status" data-testid="gift-success">
          {t('promo.gift.success', { amount: money(credited) })}
        </p>
      )}
      <button
        type="submit"
        className="btn btn-primary btn-block"
        data-testid="gift-submit"
        disabled={pending}
      >
        {t('promo.gift.submit')}
      </button>
    </form>
  );
}
