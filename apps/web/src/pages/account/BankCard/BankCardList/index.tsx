import { type BankCard, routes } from '@cardroom/contract';
import { useTranslation } from 'react-i18next';
import { call } from '../../../../api';
import { Icon } from '../../../../components/Icon';
import { QueryError } from '../../../../components/QueryError';
import { useBankCards } from '../../../../features/withdraw';
import { go } from '../../../../nav';
import { PAGES } from '../../../../nav/pages';

export function cardLabel(c: BankCard): string {
  return c.bankName || c.bankCode || c.ifsc;
}

/** SPEC §2 BankCardList (title Withdraw Account): the player's accounts, masked. */
export default function BankCardList() {
  const { t } = useTranslation();
  const { data, failed, retry, refresh } = useBankCards();

  return (
    <div className="wd" data-testid="bank-list-page">
      {failed && <QueryError onRetry={retry} />}
      {data && data.list.length === 0 && <p className="wd-empty">{t('withdraw.card.none')}</p>}
      <ul className="wd-list">
        {data?.list.map((c) => (
          <li key={c.id} className="wd-card" data-testid={`bank-card-${c.id}`}>
            <div className={`wd-cardpick${c.isDefault ? ' wd-cardpick-on' : ''}`}>
              <Icon name="card" size={22} />
              <span className="wd-cardpick-main">
                <strong>{c.holderName}</strong>
                <small className="muted">
                  {cardLabel(c)}
                  {c.accountType ? ` · ${t(`withdraw.card.type.${c.accountType}`)}` : ''}
                </small>
                <span className="wd-mono">{c.accountNumber}</span>
              </span>
              {c.isDefault && <span className="wd-tag">{t('withdraw.card.default')}</span>}
            </div>
            <div className="wd-actions">
              {!c.isDefault && (
                <button
                  type="button"
                  className="btn btn-ghost"
                  data-testid={`bank-default-${c.id}`}
                  onClick={async () => {
                    if ((await call(routes.bankSetDefault, { bankCardId: c.id })).ok)
                      await refresh();
                  }}
                >
                  {t('withdraw.card.setDefault')}
                </button>
              )}
              <button
                type="button"
                className="btn btn-ghost"
                onClick={() =>
                  go('navigateTo', `${PAGES.account.BankCard}?id=${encodeURIComponent(c.id)}`)
                }
              >
                {t('withdraw.card.edit')}
              </button>
              <button
                type="button"
                className="btn btn-ghost"
                data-testid={`bank-delete-${c.id}`}
                onClick={async () => {
                  if (!window.confirm(t('withdraw.card.confirmDelete'))) return;
                  if ((await call(routes.bankDelete, { bankCardId: c.id })).ok) await refresh();
                }}
              >
                {t('withdraw.card.delete')}
              </button>
            </div>
          </li>
        ))}
      </ul>
      {data && data.list.length < data.maxCards && (
        <button
          type="button"
          className="btn btn-red btn-block"
          data-testid="bank-add"
          onClick={() => go('navigateTo', PAGES.account.BankCard)}
        >
          {t('withdraw.card.add')}
        </button>
      )}
    </div>
  );
}
