import type { DepositOrder } from '@cardroom/contract';
import { useMarket } from '../../../hooks/useLocale';
import { useMoney } from '../../../hooks/useMoney';
import { useTranslation } from '../../../i18n';
import { useDeposit } from '../../../stores/deposit';
import { useManualHandling } from './handling';

/**
 * A pending agency order's way to the agent (issue 33): the agent's WhatsApp / Telegram links
 * from the agents setting and numbered steps, in the market's words (an Indian receipt has a
 * UTR; an Indonesian one is a "bukti transfer" with a reference number).
 */
export function AgencySteps({ order }: { order: DepositOrder }) {
  const { t } = useTranslation();
  const money = useMoney();
  const market = useMarket();
  const agents = useDeposit((s) => s.agentsV2);
  const handling = useManualHandling();
  // The agents setting loads with getChargeInfo; until then there is nothing to show.
  if (!agents || !handling) return null;
  const agent = agents.find((a) => a.id === order.agentId);
  if (!agent) {
    return (
      <p className="dep-note" data-testid="agency-gone">
        {t('deposit.agencySteps.gone')}
      </p>
    );
  }
  const steps = [
    t('deposit.agencySteps.contact', {
      agent: agent.name,
      orderNo: order.orderNo,
      amount: money(order.amount),
    }),
    t(market.code === 'IN' ? 'deposit.agencySteps.payIN' : 'deposit.agencySteps.payID'),
    t('deposit.agencySteps.credit', handling),
  ];
  return (
    <section className="card dep-box" data-testid="agency-steps">
      <h2 className="dep-h">{t('deposit.agencySteps.title', { agent: agent.name })}</h2>
      <ol className="dep-steps">
        {steps.map((s, i) => (
          <li key={s} data-testid={`agency-step-${i + 1}`}>
            <span className="dep-step-no">{i + 1}</span>
            <span>{s}</span>
          </li>
        ))}
      </ol>
      <div className="dep-agent-actions">
        {agent.contacts.map((c) => (
          <a
            key={c.url}
            className={`dep-contact is-${c.kind}`}
            href={c.url}
            target="_blank"
            rel="noopener noreferrer"
            data-testid={`agency-contact-${c.kind}`}
          >
            {c.kind === 'whatsapp' ? 'WhatsApp' : 'Telegram'}
          </a>
        ))}
      </div>
      <p className="dep-hint dep-warn">{t('deposit.agencySteps.safety')}</p>
    </section>
  );
}
