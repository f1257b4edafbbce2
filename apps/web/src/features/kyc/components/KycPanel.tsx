import type { KycStatus } from '@cardroom/contract';
import { useState } from 'react';
import { FormStack, SubmitRow, TextField } from '../../../components/Form';
import { useLocale, useMarket } from '../../../hooks/useLocale';
import { useTranslation } from '../../../i18n';
import { useSubmitKyc } from '../api';
import { kycFormError, kycView } from '../rules';

/**
 * The identity check on the withdraw page: the form (with the last rejection's reason), the
 * wait while it is checked or reviewed, or a line saying it is verified.
 */
export function KycPanel({ status }: { status: KycStatus }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const market = useMarket();
  const submit = useSubmitKyc();
  const [fullName, setFullName] = useState('');
  const [birthday, setBirthday] = useState('');
  const [documentNumber, setDocumentNumber] = useState('');
  const [error, setError] = useState<string | null>(null);
  const view = kycView(status);
  const s = status.submission;

  if (view === 'hidden') return null;
  if (view === 'approved') {
    return (
      <p className="wd-notice kyc-ok" role="status" data-testid="kyc-approved">
        {t('kyc.approved')}
        {s && ` · ${t('kyc.document', { type: status.documentType, masked: s.documentMasked })}`}
      </p>
    );
  }
  if (view === 'waiting') {
    return (
      <div className="wd-card" data-testid="kyc-waiting">
        <h2 className="kyc-title">{t('kyc.title')}</h2>
        <p className="wd-notice" role="status">
          {t(status.state === 'review' ? 'kyc.review' : 'kyc.pending')}
        </p>
        {s && (
          <p className="kyc-doc">
            {s.fullName} ·{' '}
            {t('kyc.document', { type: status.documentType, masked: s.documentMasked })}
          </p>
        )}
      </div>
    );
  }
  return (
    <div className="wd-card" data-testid="kyc-form">
      <h2 className="kyc-title">{t('kyc.title')}</h2>
      {status.state === 'rejected' && s && (
        <p className="wd-notice wd-wagering" role="alert" data-testid="kyc-rejected">
          {t('kyc.rejected', { reason: s.reason })}
        </p>
      )}
      <p className="kyc-intro">{t('kyc.intro')}</p>
      <FormStack
        onSubmit={async () => {
          const f = { fullName, birthday, documentNumber };
          const problem = kycFormError(f, status.documentType, market.code, locale, new Date());
          setError(problem);
          if (problem || submit.isPending) return;
          const r = await submit.mutateAsync(f);
          if (!r.ok) setError(r.msg);
        }}
      >
        <TextField
          label={t('kyc.fullName')}
          value={fullName}
          onChange={setFullName}
          testId="kyc-name"
          autoComplete="name"
          maxLength={100}
        />
        <TextField
          label={t('kyc.birthday')}
          value={birthday}
          onChange={setBirthday}
          testId="kyc-birthday"
          type="date"
          autoComplete="bday"
          maxLength={10}
        />
        <TextField
          label={t(`kyc.${status.documentType}`)}
          value={documentNumber}
          onChange={(v) => setDocumentNumber(v.toUpperCase())}
          testId="kyc-document"
          placeholder={t(`kyc.${status.documentType}Hint`)}
          inputMode={status.documentType === 'NIK' ? 'numeric' : 'text'}
          autoComplete="off"
          maxLength={24}
        />
        <p className="kyc-privacy">{t('kyc.privacy')}</p>
        <SubmitRow
          error={error}
          label={t('kyc.submit')}
          testId="kyc-submit"
          disabled={submit.isPending}
        />
      </FormStack>
    </div>
  );
}
