import { useState } from 'react';
import { Avatar } from '../../../components/Avatar';
import { FormError } from '../../../components/Form';
import { useLocale } from '../../../hooks/useLocale';
import { useTranslation } from '../../../i18n';
import { go } from '../../../nav';
import { PAGES } from '../../../nav/pages';
import { useDeposit } from '../../../stores/deposit';
import { useCreateAgentOrder } from '../api';
import { checkAmount, typedMinor } from '../rules/amount';
import { AmountField } from './AmountField';
import { useManualHandling } from './handling';
import { WageringNote } from './WageringNote';

/** Agency deposit: pick an agent, record the amount, then pay the agent through their contact. */
export function Agency() {
  const { t } = useTranslation();
  const locale = useLocale();
  const agents = useDeposit((s) => s.agentsV2);
  const [amount, setAmount] = useState('');
  const [error, setError] = useState('');
  const order = useCreateAgentOrder();
  const handling = useManualHandling();

  async function create(agentId: string) {
    const check = checkAmount(amount, null, locale);
    if (!check.ok) {
      setError(check.error);
      return;
    }
    setError('');
    const r = await order.mutateAsync({ agentId, amount: check.minor });
    if (!r.ok) return;
    go(
      'navigateTo',
      `${PAGES.wallet.DepositOrderDetail}?orderNo=${encodeURIComponent(r.data.orderNo)}`,
    );
  }

  return (
    <div className="dep-panel" data-testid="panel-agency">
      <p className="dep-intro">{t('deposit.agencyIntro')}</p>
      <AmountField
        chips={[]}
        value={amount}
        onChange={(v) => {
          setError('');
          setAmount(v);
        }}
        bounds={null}
        testId="agency"
      />
      <FormError text={error} />
      {/* The agency amount is this panel's own, so the betting it adds is said here (issue 33). */}
      <WageringNote amount={typedMinor(amount, locale)} />
      {agents.length === 0 && <p className="dep-empty">{t('deposit.noAgents')}</p>}
      <ul className="dep-agents">
        {agents.map((a) => (
          <li key={a.id} className="dep-agent card" data-testid={`agent-${a.id}`}>
            <div className="dep-agent-top">
              <Avatar avatar={a.avatar} name={a.name} size={40} />
              <strong className="dep-agent-name">{a.name}</strong>
            </div>
            <div className="dep-agent-actions">
              {a.contacts.map((c) => (
                <a
                  key={c.url}
                  className={`dep-contact is-${c.kind}`}
                  href={c.url}
                  target="_blank"
                  rel="noopener noreferrer"
                  data-testid={`agent-${a.id}-${c.kind}`}
                >
                  {c.kind === 'whatsapp' ? 'WhatsApp' : 'Telegram'}
                </a>
              ))}
              <button
                type="button"
                className="btn btn-red dep-agent-btn"
                disabled={order.isPending}
                data-testid={`agent-${a.id}-order`}
                onClick={() => void create(a.id)}
              >
                {t('deposit.agencyCreate')}
              </button>
            </div>
          </li>
        ))}
      </ul>
      {handling && <p className="dep-note">{t('deposit.manual.agencyNote', handling)}</p>}
    </div>
  );
}
