import { consoleApi } from '@cardroom/contract/console';
import { type FormEvent, useState } from 'react';
import { call } from '../../api';
import { useConsoleMutation } from '../../data';
import { PASSWORD_MIN, passwordProblem } from './rules';

/**
 * Every operator changes their own password: the current one first (wrong tries count against
 * the same lock as sign-in), then the new one twice. Their other sessions end; this one goes on.
 */
export function MyPasswordPage() {
  const [current, setCurrent] = useState('');
  const [next, setNext] = useState('');
  const [again, setAgain] = useState('');
  const [touched, setTouched] = useState(false);
  const [done, setDone] = useState<string | null>(null);
  const change = useConsoleMutation(
    (v: { currentPassword: string; newPassword: string }) => call(consoleApi.consoleOwnPassword, v),
    {
      onSuccess: (r) => {
        setCurrent('');
        setNext('');
        setAgain('');
        setTouched(false);
        setDone(
          r.otherSessionsEnded > 0
            ? `Password changed. Your ${r.otherSessionsEnded} other session(s) ended.`
            : 'Password changed.',
        );
      },
    },
  );
  const problem = passwordProblem(current, next, again);
  const submit = (e: FormEvent) => {
    e.preventDefault();
    setTouched(true);
    setDone(null);
    if (problem === null && !change.isPending) {
      change.mutate({ currentPassword: current, newPassword: next });
    }
  };
  return (
    <section aria-labelledby="my-password-title">
      <h1 id="my-password-title">My password</h1>
      <form className="card" onSubmit={submit} noValidate>
        <label>
          Current password
          <input
            type="password"
            autoComplete="current-password"
            value={current}
            onChange={(e) => setCurrent(e.target.value)}
          />
        </label>
        <label>
          New password
          <input
            type="password"
            autoComplete="new-password"
            value={next}
            onChange={(e) => setNext(e.target.value)}
            aria-describedby="password-rule"
          />
        </label>
        <p id="password-rule" className="muted">
          At least {PASSWORD_MIN} characters; a few words you remember make a good one.
        </p>
        <label>
          New password again
          <input
            type="password"
            autoComplete="new-password"
            value={again}
            onChange={(e) => setAgain(e.target.value)}
          />
        </label>
        {touched && problem ? (
          <p className="error" role="alert">
            {problem}
          </p>
        ) : null}
        {change.error ? (
          <p className="error" role="alert">
            {change.error.message}
          </p>
        ) : null}
        {done ? (
          <p className="success" role="status">
            {done}
          </p>
        ) : null}
        <div className="actions">
          <button type="submit" disabled={change.isPending}>
            {change.isPending ? 'Changing…' : 'Change password'}
          </button>
        </div>
      </form>
    </section>
  );
}
