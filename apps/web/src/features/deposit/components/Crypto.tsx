import { useQuery } from '@tanstack/react-query';
import { Suspense, useState } from 'react';
import { Pills } from '../../../components/List';
import { QrCode } from '../../../components/Qr';
import { QueryError } from '../../../components/QueryError';
import { useMoney } from '../../../hooks/useMoney';
import { useTranslation } from '../../../i18n';
import { useDeposit } from '../../../stores/deposit';
import { requestKey, useLanguage } from '../../../stores/language';
import { cryptoAddressQuery } from '../api';
import { cryptoTerms } from '../rules/crypto';
import { CopyRow } from './ui';
import { WageringNote } from './WageringNote';

/**
 * Crypto: the player's own address per network, as text with a copy button and as a QR code a
 * wallet app scans; the network's rate (what a coin credits, from the setting the server credits
 * with), its minimum and what happens to a transfer below it.
 */
export function Crypto() {
  const { t } = useTranslation();
  const money = useMoney();
  const lang = useLanguage((s) => s.lang);
  const networks = useDeposit((s) => s.cryptoList);
  const [network, setNetwork] = useState(networks[0]?.network ?? '');
  // The rate comes with the settings (getChargeInfo), so it shows before the address loads.
  const chosen = networks.find((n) => n.network === network);
  const terms = chosen ? cryptoTerms(chosen, money, requestKey(lang)) : null;
  // Each network's address is asked once and kept (the query cache holds them by network).
  const q = useQuery(cryptoAddressQuery(network));
  const current = q.data;
  return (
    <div className="dep-panel" data-testid="panel-crypto">
      <section className="dep-section">
        <h2 className="dep-h">{t('deposit.cryptoNetwork')}</h2>
        <Pills
          items={networks.map((n) => ({ key: n.network, label: `${n.currency} · ${n.network}` }))}
          value={network}
          onChange={setNetwork}
          testId="crypto-network"
          label={t('deposit.cryptoNetwork')}
        />
      </section>
      {chosen && terms && (
        <section className="dep-section card dep-box" data-testid="crypto-rate">
          <p className="dep-rate">
            {t('deposit.cryptoRate', { currency: chosen.currency, perCoin: terms.perCoin })}
          </p>
          <p className="dep-hint">
            {t('deposit.cryptoRateExample', {
              currency: chosen.currency,
              coins: terms.example.coins,
              credit: terms.example.credit,
            })}
          </p>
        </section>
      )}
      {current ? (
        <section className="dep-section card dep-box">
          <dl className="dep-list">
            <CopyRow
              label={t('deposit.cryptoAddress', {
                currency: current.currency,
                network: current.network,
              })}
              value={current.address}
              testId="crypto-address"
              strong
              stacked
            />
          </dl>
          <Suspense fallback={<div className="qr" aria-hidden="true" />}>
            <QrCode
              value={current.address}
              label={t('deposit.cryptoQr', { network: current.network })}
              testId="crypto-qr"
              failed={t('deposit.cryptoQrFailed')}
            />
          </Suspense>
          <p className="dep-hint">
            {t('deposit.cryptoMin', {
              amount: money(current.minAmount),
              coins: terms?.min.coins ?? '',
              currency: current.currency,
            })}{' '}
            {t('deposit.cryptoBelowMin')}
          </p>
          <p className="dep-hint dep-warn">
            {t('deposit.cryptoWarn', { currency: current.currency, network: current.network })}
          </p>
        </section>
      ) : q.isError ? (
        <QueryError onRetry={() => void q.refetch()} testId="crypto-error" />
      ) : (
        network && <p className="dep-hint">{t('deposit.cryptoLoading')}</p>
      )}
      <WageringNote amount={null} />
      <p className="dep-note">{t('deposit.credited')}</p>
    </div>
  );
}
