import {
  type ConsoleOperatorRow,
  consoleApi,
  OPERATOR_ROLES,
  type OperatorRole,
} from '@cardroom/contract/console';
import { type FormEvent, useState } from 'react';
import { call } from '../../api';
import { useConsoleMutation, useConsoleQuery } from '../../data';
import { queryState } from '../../QueryState';
import { ReasonDialog } from '../../ReasonDialog';
import { REASONS } from '../../reason';
import { type Secrets, SecretsOnce } from './SecretsOnce';

type Act = 'disable' | 'enable' | 'resetTotp' | 'resetPassword';

const ACTS: Record<Act, { title: string; confirm: string; label: string; danger: boolean }> = {
  disable: {
    title: 'Disable operator',
    confirm: 'Disable',
    label: 'Reason (kept in the audit log). Their sessions end at once.',
    danger: true,
  },
  enable: {
    title: 'Enable operator',
    confirm: 'Enable',
    label: 'Reason (kept in the audit log). They sign in with their password and code.',
    danger: false,
  },
  resetTotp: {
    title: 'New second factor',
    confirm: 'Make a new secret',
    label: 'Reason (kept in the audit log). Their old codes stop working; sessions end.',
    danger: true,
  },
  resetPassword: {
    title: 'New password',
    confirm: 'Make a new password',
    label: 'Reason (kept in the audit log). Their old password stops working; sessions end.',
    danger: true,
  },
};

const when = (iso: string | null) => (iso ? new Date(iso).toLocaleString() : 'never');

/**
 * The team (owner): every operator with role, state, last sign-in and open sessions; create one,
 * disable or enable, or give a new password or second factor to one who lost theirs. Secrets are
 * answered once and shown here once, to pass on; the server keeps only a hash or ciphertext.
 * The owner's own account is changed from "My password" (the server refuses it here).
 */
export function OperatorsPage() {
  const list = useConsoleQuery(consoleApi.consoleOperatorsList, {});
  const [secrets, setSecrets] = useState<Secrets | null>(null);
  const [acting, setActing] = useState<{ act: Act; row: ConsoleOperatorRow } | null>(null);
  const refresh = [consoleApi.consoleOperatorsList] as const;

  const act = useConsoleMutation(
    async ({ act, row, reason }: { act: Act; row: ConsoleOperatorRow; reason: string }) => {
      const login = row.login;
      if (act === 'resetTotp') {
        const r = await call(consoleApi.consoleOperatorResetTotp, { login, reason });
        return { login, totpSecret: r.totpSecret, totpUrl: r.totpUrl } satisfies Secrets;
      }
      if (act === 'resetPassword') {
        const r = await call(consoleApi.consoleOperatorResetPassword, { login, reason });
        return { login, password: r.password } satisfies Secrets;
      }
      await call(consoleApi.consoleOperatorSetDisabled, {
        login,
        reason,
        disabled: act === 'disable',
      });
      return null;
    },
    {
      refresh,
      onSuccess: (shown) => {
        setActing(null);
        if (shown) setSecrets(shown);
      },
    },
  );

  return (
    <section aria-labelledby="operators-title">
      <h1 id="operators-title">Operators</h1>
      {secrets ? <SecretsOnce secrets={secrets} onDone={() => setSecrets(null)} /> : null}
      <NewOperatorForm onCreated={setSecrets} />
      {queryState(list, 'Loading the operators…')}
      <ul className="cards" aria-label="Operators">
        {list.data?.operators.map((o) => (
          <li key={o.login} className="card" data-operator={o.login}>
            <div className="card-head">
              <strong>
                <bdi>{o.displayName}</bdi>
              </strong>
              <span className="muted">{o.login}</span>
              <span className={`state state-${o.disabled ? 'ended' : 'live'}`}>
                {o.disabled ? 'disabled' : 'active'}
              </span>
            </div>
            <dl className="facts">
              <dt>Role</dt>
              <dd>{o.role}</dd>
              <dt>Last sign-in</dt>
              <dd>{when(o.lastSignInAt)}</dd>
              <dt>Open sessions</dt>
              <dd data-testid="open-sessions">{o.openSessions}</dd>
              <dt>Created</dt>
              <dd>{when(o.createdAt)}</dd>
            </dl>
            {o.self ? (
              <p className="muted">This is you: change your password from My password.</p>
            ) : (
              <div className="actions">
                <button
                  type="button"
                  className={o.disabled ? undefined : 'danger'}
                  onClick={() => setActing({ act: o.disabled ? 'enable' : 'disable', row: o })}
                >
                  {o.disabled ? 'Enable' : 'Disable'}
                </button>
                <button
                  type="button"
                  className="secondary"
                  onClick={() => setActing({ act: 'resetPassword', row: o })}
                >
                  New password
                </button>
                <button
                  type="button"
                  className="secondary"
                  onClick={() => setActing({ act: 'resetTotp', row: o })}
                >
                  New second factor
                </button>
              </div>
            )}
          </li>
        ))}
      </ul>
      {acting ? (
        <ReasonDialog
          title={`${ACTS[acting.act].title}: ${acting.row.login}`}
          confirmLabel={ACTS[acting.act].confirm}
          label={ACTS[acting.act].label}
          rule={REASONS.operatorChange}
          danger={ACTS[acting.act].danger}
          busy={act.isPending}
          error={act.error?.message ?? null}
          onConfirm={(reason) => act.mutate({ act: acting.act, row: acting.row, reason })}
          onCancel={() => {
            setActing(null);
            act.reset();
          }}
        />
      ) : null}
    </section>
  );
}

function NewOperatorForm({ onCreated }: { onCreated: (s: Secrets) => void }) {
  const [login, setLogin] = useState('');
  const [displayName, setDisplayName] = useState('');
  const [role, setRole] = useState<OperatorRole>('support');
  const create = useConsoleMutation(
    (v: { login: string; displayName: string; role: OperatorRole }) =>
      call(consoleApi.consoleOperatorCreate, v),
    {
      refresh: [consoleApi.consoleOperatorsList],
      onSuccess: (r) => {
        onCreated({
          login: r.login,
          password: r.password,
          totpSecret: r.totpSecret,
          totpUrl: r.totpUrl,
        });
        setLogin('');
        setDisplayName('');
      },
    },
  );
  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (!create.isPending) create.mutate({ login, displayName, role });
  };
  return (
    <form className="card" aria-labelledby="new-operator-title" onSubmit={submit}>
      <h2 id="new-operator-title">New operator</h2>
      <label>
        Login
        <input
          value={login}
          onChange={(e) => setLogin(e.target.value)}
          autoComplete="off"
          spellCheck={false}
          required
          aria-describedby="login-rule"
        />
      </label>
      <p id="login-rule" className="muted">
        3 to 64 of a-z, 0-9, dot, dash or underscore.
      </p>
      <label>
        Display name
        <input
          value={displayName}
          onChange={(e) => setDisplayName(e.target.value)}
          maxLength={64}
        />
      </label>
      <label>
        Role
        <select value={role} onChange={(e) => setRole(e.target.value as OperatorRole)}>
          {OPERATOR_ROLES.map((r) => (
            <option key={r} value={r}>
              {r}
            </option>
          ))}
        </select>
      </label>
      {create.error ? (
        <p className="error" role="alert">
          {create.error.message}
        </p>
      ) : null}
      <div className="actions">
        <button type="submit" disabled={create.isPending}>
          {create.isPending ? 'Creating…' : 'Create'}
        </button>
      </div>
    </form>
  );
}
