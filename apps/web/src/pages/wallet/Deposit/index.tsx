import { type ComponentType, useEffect, useState } from 'react';
import type { TabKey } from '../../../features/deposit';
import {
  Agency,
  Crypto,
  giftBadge,
  loadChargeInfo,
  loadPayChannel,
  Online,
  Transfer,
  Va,
} from '../../../features/deposit';
import { DepositLimitOffer, HeldMoney } from '../../../features/limits';
import { useMoney } from '../../../hooks/useMoney';
import { useTranslation } from '../../../i18n';
import { go, useSearchParams } from '../../../nav';
import { isDepositBlocked } from '../../../nav/nav';
import { DEPOSIT, PAGES } from '../../../nav/pages';
import { useApp } from '../../../stores/app';
import { deposit, useDeposit } from '../../../stores/deposit';

const panels: Record<TabKey, ComponentType> = {
  1: Online,
  2: Transfer,
  3: Agency,
  4: Crypto,
  5: Va,
};

/** SPEC §2 Deposit: a tab, an amount and a method, then an order. */
export default function Deposit() {
  const { t, i18n } = useTranslation();
  const tabs = useDeposit((s) => s.tabList);
  const rechargeOpen = useDeposit((s) => s.chargeInfo.rechargeOpen);
  const giftBudgetLeft = useDeposit((s) => s.chargeInfo.methodGiftBudgetLeft);
  const money = useMoney();
  const prefix = useApp((s) => s.phoneNumberPrefix);
  const [loaded, setLoaded] = useState(false);
  // The tab lives in the URL (?tab=2), so Back from Transfer instructions or an order
  // returns to the tab the player was on instead of the first one.
  const [params, setParams] = useSearchParams();
  const active = Number(params.get('tab') ?? 0);
  const setActive = (key: TabKey) => {
    const next = new URLSearchParams(params);
    next.set('tab', String(key));
    setParams(next);
  };

  useEffect(() => {
    let live = true;
    void Promise.all([loadChargeInfo(), loadPayChannel()]).then(() => {
      if (!live) return;
      setLoaded(true);
      // A direct link skips the navigation guard, so the page applies it itself.
      const s = useDeposit.getState();
      if (
        isDepositBlocked(DEPOSIT, {
          phoneNumberPrefix: useApp.getState().phoneNumberPrefix,
          rechargeOpen: s.chargeInfo.rechargeOpen,
        })
      ) {
        deposit.showClosePopup(true);
      }
    });
    return () => {
      live = false;
    };
  }, []);

  const blocked = loaded && isDepositBlocked(DEPOSIT, { phoneNumberPrefix: prefix, rechargeOpen });
  const current = tabs.find((tab) => tab.key === active) ?? tabs[0];
  const Panel = current ? panels[current.key] : null;
  return (
    <div className="dep">
      <div className="dep-top">
        <button
          type="button"
          className="btn-link dep-history"
          data-testid="deposit-history"
          onClick={() => go('navigateTo', PAGES.wallet.DepositHistory)}
        >
          {t('deposit.history')}
        </button>
      </div>
      {!blocked && <DepositLimitOffer safetyPath={PAGES.account.Safety} />}
      <HeldMoney />
      {blocked ? (
        <p className="dep-empty" data-testid="deposit-closed">
          {t('deposit.closed')}
        </p>
      ) : (
        <>
          {tabs.length > 0 && (
            <div className="dep-tabs" role="tablist" aria-label={t('page.deposit')}>
              {tabs.map((tab) => (
                <button
                  key={tab.key}
                  type="button"
                  role="tab"
                  aria-selected={tab.key === current?.key}
                  className={tab.key === current?.key ? 'dep-tab is-on' : 'dep-tab'}
                  data-testid={`deposit-tab-${tab.key}`}
                  onClick={() => setActive(tab.key)}
                >
                  {t(tab.title)}
                  {tab.giftBps > 0 && (
                    <span className="dep-badge">{giftBadge(tab.giftBps, i18n.language)}</span>
                  )}
                </button>
              ))}
            </div>
          )}
          {loaded && tabs.length === 0 && <p className="dep-empty">{t('deposit.noTabs')}</p>}
          {!loaded && tabs.length === 0 && <p className="dep-hint">{t('common.loading')}</p>}
          {current && current.giftBps > 0 && (
            // The budget is shared by every player: the gift is a promise only while it lasts.
            <p className="dep-hint" data-testid="deposit-gift-budget">
              {t('deposit.giftWhileBudget', { left: money(giftBudgetLeft ?? 0) })}
            </p>
          )}
          {current?.giftSpent && (
            <p className="dep-hint" data-testid="deposit-gift-spent">
              {t('deposit.giftSpent')}
            </p>
          )}
          {/* Each panel says the betting its deposit adds, above its button (issue 33). */}
          {Panel && <Panel key={current?.key} />}
        </>
      )}
    </div>
  );
}
