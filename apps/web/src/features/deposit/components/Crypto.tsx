import type { api } from '@cardroom/contract';
import { type ResultOf, routes } from '@cardroom/contract';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { call } from '../../../api';
import { Pills } from '../../../components/List';
import { useMoney } from '../../../hooks/useMoney';
import { useDeposit } from '../../../stores/deposit';
import { CopyRow } from './ui';

type Address = ResultOf<typeof api.cryptoAddress>;

/** Crypto: the player's own address per network, as plain text with a copy button. */
export function Crypto() {
  const { t } = useTranslation();
  const money = useMoney();
  const networks = useDeposit((s) => s.cryptoList);
  const [network, setNetwork] = useState(networks[0]?.network ?? '');
  const [addresses, setAddresses] = useState<Record<string, Address>>({});

  useEffect(() => {
    if (!network || addresses[network]) return;
    let live = true;
    void call(routes.cryptoAddress, { network }).then((r) => {
      if (live && r.ok) setAddresses((a) => ({ ...a, [network]: r.data }));
    });
    return () => {
      live = false;
    };
  }, [network, addresses]);

  const current = addresses[network];
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
          <p className="dep-hint">
            {t('deposit.cryptoMin', {
              amount: money(current.minAmount),
            })}
          </p>
          <p className="dep-hint dep-warn">
            {t('deposit.cryptoWarn', { currency: current.currency, network: current.network })}
          </p>
        </section>
      ) : (
        network && <p className="dep-hint">{t('deposit.cryptoLoading')}</p>
      )}
      <p className="dep-note">{t('deposit.credited')}</p>
    </div>
  );
}
