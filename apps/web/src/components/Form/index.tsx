import { type InputHTMLAttributes, type ReactNode, useEffect, useState } from 'react';
import { useOneAtATime } from '../../hooks/useOneAtATime';
import { useTranslation } from '../../i18n';
import { Icon, type IconName } from '../Icon';

type InputProps = Omit<InputHTMLAttributes<HTMLInputElement>, 'onChange' | 'value'> & {
  value: string;
  onChange: (v: string) => void;
  testId: string;
};

export function TextField({
  label,
  icon,
  prefix,
  testId,
  value,
  onChange,
  maxLength = 140,
  ...rest
}: InputProps & { label: string; icon?: IconName; prefix?: string }) {
  return (
    <label className="field-wrap">
      <span className="field-label">{label}</span>
      <span className="field">
        {icon && (
          <span className="field-icon">
            <Icon name={icon} size={20} />
          </span>
        )}
        {prefix && <span className="field-prefix">{prefix}</span>}
        <input
          {...rest}
          maxLength={maxLength}
          value={value}
          data-testid={testId}
          onChange={(e) => onChange(e.target.value)}
        />
      </span>
    </label>
  );
}

/**
 * The phone number as the player writes it: the market prefix is shown, and a typed country
 * code, trunk 0, spaces or dashes are allowed (the server reads the national number from them).
 */
export function PhoneField(props: {
  label: string;
  prefix: string;
  value: string;
  onChange: (v: string) => void;
  testId: string;
  placeholder?: string;
}) {
  return (
    <TextField
      {...props}
      type="tel"
      inputMode="tel"
      autoComplete="tel"
      maxLength={22}
      onChange={(v) => props.onChange(v.replace(/[^\d+\s\-().]/g, ''))}
    />
  );
}

export function PasswordField(props: {
  label: string;
  value: string;
  onChange: (v: string) => void;
  testId: string;
  placeholder?: string;
  autoComplete?: string;
}) {
  const { t } = useTranslation();
  const [shown, setShown] = useState(false);
  return (
    <label className="field-wrap">
      <span className="field-label">{props.label}</span>
      <span className="field">
        <span className="field-icon">
          <Icon name="lock" size={20} />
        </span>
        <input
          type={shown ? 'text' : 'password'}
          value={props.value}
          maxLength={32}
          placeholder={props.placeholder}
          autoComplete={props.autoComplete ?? 'current-password'}
          data-testid={props.testId}
          onChange={(e) => props.onChange(e.target.value)}
        />
        <button
          type="button"
          className="field-toggle"
          onClick={() => setShown((s) => !s)}
          aria-pressed={shown}
        >
          {shown ? t('form.hide') : t('form.show')}
        </button>
      </span>
    </label>
  );
}

export const RESEND_SECONDS = 60;

/** One-time code with its "Send code" button and the 60 s resend countdown. */
export function CodeField(props: {
  label: string;
  value: string;
  onChange: (v: string) => void;
  /** Sends the code; resolves true when the server accepted, which starts the countdown. */
  onSend: () => Promise<boolean>;
  testId: string;
  sendTestId: string;
}) {
  const { t } = useTranslation();
  const [left, setLeft] = useState(0);
  const [sending, setSending] = useState(false);
  useEffect(() => {
    if (left <= 0) return;
    const id = setTimeout(() => setLeft((s) => s - 1), 1000);
    return () => clearTimeout(id);
  }, [left]);
  return (
    <label className="field-wrap">
      <span className="field-label">{props.label}</span>
      <span className="field">
        <span className="field-icon">
          <Icon name="key" size={20} />
        </span>
        <input
          inputMode="numeric"
          autoComplete="one-time-code"
          maxLength={6}
          value={props.value}
          placeholder="••••••"
          data-testid={props.testId}
          onChange={(e) => props.onChange(e.target.value.replace(/\D/g, ''))}
        />
        <button
          type="button"
          className="field-send"
          data-testid={props.sendTestId}
          disabled={left > 0 || sending}
          onClick={async () => {
            setSending(true);
            try {
              if (await props.onSend()) setLeft(RESEND_SECONDS);
            } finally {
              setSending(false);
            }
          }}
        >
          {left > 0 ? t('form.resendIn', { seconds: left }) : t('form.sendCode')}
        </button>
      </span>
    </label>
  );
}

export function FormError({ text }: { text: string | null }) {
  return (
    <p className="form-error" role="alert" data-testid="form-error">
      {text ?? ''}
    </p>
  );
}

/**
 * The form every page uses: fields stacked, the browser's own validation off (our checks
 * speak the player's language), and submitting runs `onSubmit` instead of loading a page.
 * A double tap sends once: a submit while the last one's `onSubmit` is still on its way is
 * dropped (`useOneAtATime`).
 */
export function FormStack({
  onSubmit,
  className = 'form-stack',
  children,
}: {
  onSubmit: () => unknown;
  className?: string;
  children: ReactNode;
}) {
  const once = useOneAtATime();
  return (
    <form
      className={className}
      noValidate
      onSubmit={(e) => {
        e.preventDefault();
        void once(onSubmit);
      }}
    >
      {children}
    </form>
  );
}

/** The end of a form: the first problem (or nothing), then the one red submit button. */
export function SubmitRow({
  error,
  label,
  testId,
  disabled,
}: {
  error: string | null;
  label: string;
  testId: string;
  disabled?: boolean;
}) {
  return (
    <>
      <FormError text={error} />
      <button
        type="submit"
        className="btn btn-red btn-block"
        data-testid={testId}
        disabled={disabled}
      >
        {label}
      </button>
    </>
  );
}

/** A password being chosen: the browser may suggest one, and the hint says the rule. */
export function NewPasswordField(props: {
  label: string;
  value: string;
  onChange: (v: string) => void;
  testId: string;
  hint: string;
}) {
  return (
    <PasswordField
      label={props.label}
      value={props.value}
      onChange={props.onChange}
      testId={props.testId}
      autoComplete="new-password"
      placeholder={props.hint}
    />
  );
}

/** What a new-password form holds: the password and the same again. */
export function usePasswordPair() {
  const [password, setPassword] = useState('');
  const [confirm, setConfirm] = useState('');
  return { password, setPassword, confirm, setConfirm };
}

/** A new password and the same again: changing the login or the withdrawal password. */
export function NewPasswordPair(props: {
  labels: { password: string; confirm: string; hint: string };
  state: ReturnType<typeof usePasswordPair>;
  testIds: { password: string; confirm: string };
}) {
  const { state } = props;
  return (
    <>
      <NewPasswordField
        label={props.labels.password}
        value={state.password}
        onChange={state.setPassword}
        testId={props.testIds.password}
        hint={props.labels.hint}
      />
      <PasswordField
        label={props.labels.confirm}
        value={state.confirm}
        onChange={state.setConfirm}
        testId={props.testIds.confirm}
        autoComplete="new-password"
      />
    </>
  );
}

export {
  firstError,
  newPasswordError,
  otpError,
  passwordError,
  phoneCodeError,
  phoneError,
} from './rules';
