import { useLogin } from '@refinedev/core';
import { type FormEvent, useState } from 'react';
import { takeEndReason } from '../providers';

const ENDED = {
  idle: 'You were signed out after a period without activity. Sign in again.',
  ended: 'Your session has ended. Sign in again.',
} as const;

/** Login, password and the 6-digit code from the authenticator app. */
export function SignInPage() {
  const {
    mutate: login,
    isPending,
    data,
  } = useLogin<{
    login: string;
    password: string;
    code: string;
  }>();
  const [reason] = useState(takeEndReason);
  const [form, setForm] = useState({ login: '', password: '', code: '' });
  const error = data && !data.success ? (data.error?.message ?? 'Sign-in refused') : null;
  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (!isPending) login(form);
  };
  const field = (name: keyof typeof form) => ({
    name,
    value: form[name],
    onChange: (e: { target: { value: string } }) => setForm({ ...form, [name]: e.target.value }),
  });
  return (
    <div className="signin">
      <form onSubmit={submit} aria-label="Sign in">
        <h1>Cardroom console</h1>
        {reason && !error ? <p className="notice">{ENDED[reason]}</p> : null}
        <label>
          Login
          <input {...field('login')} autoComplete="username" required />
        </label>
        <label>
          Password
          <input {...field('password')} type="password" autoComplete="current-password" required />
        </label>
        <label>
          Authenticator code
          <input
            {...field('code')}
            inputMode="numeric"
            pattern="\d{6}"
            maxLength={6}
            autoComplete="one-time-code"
            placeholder="6 digits"
            required
          />
        </label>
        {error ? (
          <p className="error" role="alert">
            {error}
          </p>
        ) : null}
        <button type="submit" disabled={isPending}>
          {isPending ? 'Signing in…' : 'Sign in'}
        </button>
        <p className="hint">English only: the console is for staff.</p>
      </form>
    </div>
  );
}
