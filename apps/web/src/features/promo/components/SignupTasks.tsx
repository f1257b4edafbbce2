import type { SignupState, SignupTaskKind } from '@cardroom/contract';
import { useTranslation } from '../../../i18n';
import './signupTexts';
import { useLang } from '../../../hooks/useLocale';
import { useMoney } from '../../../hooks/useMoney';
import { formatTime } from '../../../lib/time';
import { useCountdownText } from './TimeLeft';

export interface SignupTaskView {
  kind: SignupTaskKind;
  target: number;
  current: number;
  doneAt: string | null;
}

/**
 * The sign-up tasks: each ticked with when it was done, or (while the window is open) a button
 * that takes the player where the task is done. Rounds show how many count so far.
 */
export function SignupTasks({
  tasks,
  open,
  onGo,
}: {
  tasks: SignupTaskView[];
  open: boolean;
  onGo: (kind: SignupTaskKind) => void;
}) {
  const { t } = useTranslation();
  const lang = useLang();
  const money = useMoney();
  return (
    <section className="promo-box" data-testid="signup-tasks">
      <h2>{t('promo.signup.tasksTitle')}</h2>
      <ol className="signup-tasks">
        {tasks.map((task) => (
          <li
            key={task.kind}
            className={task.doneAt ? 'signup-task signup-task-done' : 'signup-task'}
            data-testid={`signup-task-${task.kind}`}
            data-done={task.doneAt ? 'true' : 'false'}
          >
            <span className="signup-task-mark" aria-hidden>
              {task.doneAt ? '✓' : ''}
            </span>
            <span className="signup-task-text">
              <strong>
                {t(`promo.signup.task.${task.kind}`, {
                  count: task.target,
                  amount: money(task.target),
                })}
              </strong>
              {task.doneAt ? (
                <small>{t('promo.signup.doneAt', { time: formatTime(task.doneAt, lang) })}</small>
              ) : task.kind === 'play_rounds' ? (
                <small>
                  {t('promo.signup.rounds', { current: task.current, target: task.target })}
                </small>
              ) : (
                task.kind === 'valid_bet' && (
                  <small>
                    {t('promo.signup.validBet', {
                      current: money(task.current),
                      target: money(task.target),
                    })}
                  </small>
                )
              )}
            </span>
            {!task.doneAt && open && (
              <button
                type="button"
                className="btn btn-ghost signup-task-go"
                data-testid={`signup-go-${task.kind}`}
                onClick={() => onGo(task.kind)}
              >
                {t(`promo.signup.go.${task.kind}`)}
              </button>
            )}
          </li>
        ))}
      </ol>
    </section>
  );
}

/**
 * The claim area by the player's state: the countdown to the window's end while tasks are
 * open; the claim button with the countdown to the reward's expiry; or why there is nothing
 * to claim. Disabled while a claim is on its way, so a double tap claims once.
 */
export function SignupClaim({
  state,
  reward,
  windowEndsAt,
  expiresAt,
  pending,
  onClaim,
}: {
  state: SignupState;
  reward: number;
  windowEndsAt: string;
  expiresAt: string | null;
  pending: boolean;
  onClaim: () => void;
}) {
  const { t } = useTranslation();
  const money = useMoney();
  const windowLeft = useCountdownText(windowEndsAt);
  const keptLeft = useCountdownText(expiresAt);
  if (state === 'claimable') {
    return (
      <div className="checkin-note" data-testid="signup-claimable">
        <button
          type="button"
          className="btn btn-primary btn-block"
          data-testid="signup-claim"
          disabled={pending}
          onClick={onClaim}
        >
          {t('promo.claimAmount', { amount: money(reward) })}
        </button>
        {typeof keptLeft === 'string' && keptLeft !== 'ended' && (
          <span data-testid="signup-kept-left">
            {t('promo.signup.keptLeft', { time: keptLeft })}
          </span>
        )}
      </div>
    );
  }
  if (state === 'open') {
    return (
      <div className="checkin-note" data-testid="signup-open">
        {typeof windowLeft === 'string' && windowLeft !== 'ended' && (
          <strong data-testid="signup-window-left">
            {t('promo.signup.windowLeft', { time: windowLeft })}
          </strong>
        )}
      </div>
    );
  }
  return (
    <div className="checkin-note" data-testid={`signup-${state}`}>
      <strong>{t(`promo.signup.${state}`)}</strong>
    </div>
  );
}
