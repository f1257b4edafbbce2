import { message, routes } from '@cardroom/contract';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { call } from '../../../api';
import { FormError, PasswordField } from '../../../components/Form';
import { Sheet } from '../../../components/Sheet';
import { firstError, newPasswordError, passwordError } from '../../../features/auth';
import { useLocale } from '../../../hooks/useLocale';
import { session } from '../../../stores/session';
import { hideLoading, showLoading, showToast } from '../../../stores/ui';

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
  const [newPassword, setNew] = useState('');
  const [confirm, setConfirm] = useState('');
  const [error, setError] = useState<string | null>(null);

  return (
    <Sheet title={t('account.changePassword')} onClose={onClose} testId="change-password-sheet">
      <form
        className="form-stack"
        noValidate
        onSubmit={async (e) => {
          e.preventDefault();
          const problem = firstError(
            hasPassword ? passwordError(oldPassword, locale) : null,
            newPasswordError(newPassword, locale),
            newPassword === confirm ? null : message('passwordsMismatch', locale),
          );
          setError(problem);
          if (problem) return;
          showLoading();
          try {
            const r = await call(routes.ssoModify, {
              ...(hasPassword ? { oldPassword } : {}),
              newPassword,
            });
            if (!r.ok) return;
            session.setAuth(r.data.sign, r.data.uid, r.data.newUserFlag);
            showToast(t('account.passwordChanged'), { icon: 'success' });
            onClose();
          } finally {
            hideLoading();
          }
        }}
      >
        {hasPassword && (
          <PasswordField
            label={t('form.currentPassword')}
            value={oldPassword}
            onChange={setOld}
            testId="change-old-password"
          />
        )}
        <PasswordField
          label={t('form.newPassword')}
          value={newPassword}
          onChange={setNew}
          testId="change-new-password"
          autoComplete="new-password"
          placeholder={t('form.passwordHint')}
        />
        <PasswordField
          label={t('form.confirmPassword')}
          value={confirm}
          onChange={setConfirm}
          testId="change-confirm-password"
          autoComplete="new-password"
        />
        <FormError text={error} />
        <button
          type="submit"
          className="btn btn-red btn-block"
          data-testid="change-password-submit"
        >
          {t('common.save')}
        </button>
      </form>
    </Sheet>
  );
}
