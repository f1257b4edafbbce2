import { Icon } from '../../../components/Icon';
import { QueryError } from '../../../components/QueryError';
import { useTranslation } from '../../../i18n';
import { go } from '../../../nav';
import { PAGES } from '../../../nav/pages';
import { useBankCardAction, useBankCards } from '../api';
import { cardLabel } from '../rules';

/** The player's withdraw accounts, masked: make one the default, edit, delete, add. */
export function BankCardList() {
  const { t } = useTranslation();
  const { data, failed, retry } = useBankCards();
  const action = useBankCardAction();

  return (
    <div className="wd" data-testid="bank-list-page">
      {failed && <QueryError onRetry={retry} />}
      {data && data.list.length === 0 && <p className="wd-empty">{t('withdraw.card.none')}</p>}
      <ul className="wd-list">
        {data?.list.map((c) => (
          <li key={c.id} className="wd-card" data-testid={`bank-card-${c.id}`}>
            <div className={`wd-cardpick${c.isDefault ? ' wd-cardpick-on' : ''}`}>
              <Icon name={c.kind === 'ewallet' ? 'wallet' : 'card'} size={22} />
              <span className="wd-cardpick-main">
                <strong>{c.holderName}</strong>
                <small className="muted" data-testid={`bank-card-kind-${c.id}`}>
                  {t(`withdrawKind.${c.kind}`)} · {cardLabel(c)}
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
                  onClick={() => action.mutate({ action: 'setDefault', bankCardId: c.id })}
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
                onClick={() => {
                  if (!window.confirm(t('withdraw.card.confirmDelete'))) return;
                  action.mutate({ action: 'delete', bankCardId: c.id });
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
