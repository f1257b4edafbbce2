import { sandboxRoutes } from '@cardroom/contract';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { call } from '../../../../api';
import { FormError, TextField } from '../../../../components/Form';
import { Icon } from '../../../../components/Icon';
import { Sheet } from '../../../../components/Sheet';
import { useTranslation } from '../../../../i18n';
import { loginChannelsQuery, signInCalls, useSignIn } from '../../api';
import { loadGoogleIdentity } from './gis';

/**
 * Shown only when /threeLogin/channel enables Google. In sandbox mode a small sheet asks for
 * an email and the sandbox mints a token, so the whole sign-in path runs without Google.
 */
export function GoogleSignIn() {
  const { t } = useTranslation();
  const [sheet, setSheet] = useState(false);
  const signIn = useSignIn();
  // Google is an extra: when the channel list cannot be loaded the button is simply not offered.
  const channels = useQuery(loginChannelsQuery());
  const google = channels.data?.find((c) => c.channel === 'google' && c.enabled);
  if (!google) return null;

  return (
    <>
      <button
        type="button"
        className="btn btn-google btn-block"
        data-testid="login-google"
        onClick={async () => {
          if (google.sandbox) {
            setSheet(true);
            return;
          }
          const token = await loadGoogleIdentity(google.clientId).catch(() => null);
          if (token) await signIn.mutateAsync({ request: () => signInCalls.google(token) });
        }}
      >
        <Icon name="google" size={20} />
        {t('login.google')}
      </button>
      {sheet && <SandboxGoogleSheet onClose={() => setSheet(false)} />}
    </>
  );
}

function SandboxGoogleSheet({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation();
  const [email, setEmail] = useState('');
  const [name, setName] = useState('');
  const [error, setError] = useState<string | null>(null);
  const signIn = useSignIn();
  return (
    <Sheet title={t('login.googleSandboxTitle')} onClose={onClose} testId="google-sandbox-sheet">
      <form
        className="form-stack"
        onSubmit={async (e) => {
          e.preventDefault();
          if (!/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(email.trim())) {
            setError(t('login.googleEmailInvalid'));
            return;
          }
          setError(null);
          const tokenResult = await call(sandboxRoutes.sandboxGoogleToken, {
            email: email.trim(),
            ...(name.trim() ? { name: name.trim() } : {}),
          });
          if (!tokenResult.ok) return;
          const ok = await signIn.mutateAsync({
            request: () =>
              signInCalls.google(tokenResult.data.idToken, {
                email: email.trim(),
                ...(name.trim() ? { name: name.trim() } : {}),
              }),
          });
          if (ok) onClose();
        }}
      >
        <p className="muted">{t('login.googleSandboxText')}</p>
        <TextField
          label={t('form.email')}
          icon="user"
          type="email"
          autoComplete="email"
          value={email}
          onChange={setEmail}
          testId="google-email"
          placeholder="player@example.com"
        />
        <TextField
          label={t('form.nameOptional')}
          icon="user"
          value={name}
          onChange={setName}
          testId="google-name"
        />
        <FormError text={error} />
        <button type="submit" className="btn btn-primary btn-block" data-testid="google-submit">
          {t('login.googleContinue')}
        </button>
      </form>
    </Sheet>
  );
}
