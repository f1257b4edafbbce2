import { useTranslation } from '../../../i18n';
import './checkinTexts';
import { Icon } from '../../../components/Icon';
import { useMoney } from '../../../hooks/useMoney';
import { dayStates, type StreakDay } from '../rules';

/**
 * The 7-day check-in streak: each day's reward, ticked when done in this streak, today's
 * outlined (filled once claimed), later days plain. A missed day starts over at day 1.
 */
export function CheckinCalendar({ days, streak }: { days: StreakDay[]; streak: number }) {
  const { t } = useTranslation();
  const money = useMoney();
  return (
    <section className="promo-box checkin" data-testid="checkin-calendar">
      <p className="checkin-streak" data-testid="checkin-streak">
        {t('promo.checkin.streak', { count: streak })}
      </p>
      <ol className="checkin-days">
        {dayStates(days).map((d) => (
          <li
            key={d.day}
            className={`checkin-day checkin-${d.state}`}
            data-testid={`checkin-day-${d.day}`}
            data-state={d.state}
            aria-current={d.today ? 'date' : undefined}
          >
            <span className="checkin-day-label">{t('promo.checkin.day', { day: d.day })}</span>
            <span className="checkin-day-mark" aria-hidden>
              {d.state === 'done' || d.state === 'todayDone' ? (
                <Icon name="check" size={16} />
              ) : (
                '♦'
              )}
            </span>
            <strong className="checkin-day-amount">{money(d.amount, true)}</strong>
          </li>
        ))}
      </ol>
    </section>
  );
}
