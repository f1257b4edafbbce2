import { message } from '@cardroom/contract';
import { useState } from 'react';
import {
  FormStack,
  firstError,
  NewPasswordPair,
  newPasswordError,
  PasswordField,
  passwordError,
  SubmitRow,
  usePasswordPair,
} from '../../../components/Form';
import { Sheet } from '../../../components/Sheet';
import { useLocale } from '../../../hooks/useLocale';
import { useTranslation } from '../../../i18n';
import { showToast } from '../../../stores/ui';
import { useChangePassword } from '../api';

/**
 * Change password with the current one. The server revokes every other session and answers
 * a fresh sign/uid, which replaces ours so this device stays signed in.
 */
export function ChangePassword({
  hasPassword,
  onClose,
}: {
  hasPassword: boolean;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const locale = useLocale();
  const [oldPassword, setOld] = useState('');
  const pair = usePasswordPair();
  const { password: newPassword, confirm } = pair;
  const [error, setError] = useState<string | null>(null);
  const change = useChangePassword();

  async function submit() {
    const problem = firstError(
      hasPassword ? passwordError(oldPassword, locale) : null,
      newPasswordError(newPassword, locale),
      newPassword === confirm ? null : message('passwordsMismatch', locale),
    );
    setError(problem);
    if (problem) return;
    const r = await change.mutateAsync({
      ...(hasPassword ? { oldPassword } : {}),
      newPassword,
    });
    if (!r.ok) return;
    showToast(t('account.passwordChanged'), { icon: 'success' });
    onClose();
  }

  return (
    <Sheet title={t('account.changePassword')} onClose={onClose} testId="change-password-sheet">
      <FormStack onSubmit={submit}>
        {hasPassword && (
          <PasswordField
            label={t('form.currentPassword')}
            value={oldPassword}
            onChange={setOld}
            testId="change-old-password"
          />
        )}
        <NewPasswordPair
          labels={{
            password: t('form.newPassword'),
            confirm: t('form.confirmPassword'),
            hint: t('form.passwordHint'),
          }}
          state={pair}
          testIds={{ password: 'change-new-password', confirm: 'change-confirm-password' }}
        />
        <SubmitRow error={error} label={t('common.save')} testId="change-password-submit" />
      </FormStack>
    </Sheet>
  );
}
