import { useState } from 'react';
import { AVATARS, Avatar } from '../../../components/Avatar';
import { FormError, TextField } from '../../../components/Form';
import { useLocale, useMarket } from '../../../hooks/useLocale';
import { useTranslation } from '../../../i18n';
import { nav } from '../../../nav';
import { useSession } from '../../../stores/session';
import { showToast } from '../../../stores/ui';
import { useUpdateProfile } from '../api';
import { type ProfileFields, profileError } from '../rules';
import './EditProfile.css';

type Fields = ProfileFields;

const socials = [
  ['whatsapp', 'WhatsApp'],
  ['facebook', 'Facebook'],
  ['telegram', 'Telegram'],
  ['twitter', 'Twitter'],
] as const;

/** Edits the SPEC §3 profile fields through /user/updateUserInfo, then goes back. */
export function EditProfileForm() {
  const { t } = useTranslation();
  const locale = useLocale();
  const market = useMarket();
  const user = useSession((s) => s.userInfo);
  const update = useUpdateProfile();
  const [f, setF] = useState<Fields>(() => ({
    nickname: user?.nickname ?? '',
    avatar: user?.avatar ?? '',
    birthday: user?.birthday ?? '',
    email: user?.email ?? '',
    whatsapp: user?.whatsapp ?? '',
    facebook: user?.facebook ?? '',
    telegram: user?.telegram ?? '',
    twitter: user?.twitter ?? '',
  }));
  const [error, setError] = useState<string | null>(null);
  const set = (k: keyof Fields) => (v: string) => setF((prev) => ({ ...prev, [k]: v }));

  async function save() {
    const problem = profileError(f, market.code, locale, new Date());
    setError(problem);
    if (problem) return;
    const r = await update.mutateAsync({
      ...f,
      nickname: f.nickname.trim(),
      email: f.email.trim(),
    });
    if (!r.ok) return;
    showToast(t('profile.saved'), { icon: 'success' });
    await nav.navigateBack();
  }

  return (
    <form
      className="edit-profile page-pad form-stack"
      noValidate
      onSubmit={(e) => {
        e.preventDefault();
        void save();
      }}
    >
      <fieldset className="avatar-picker">
        <legend className="field-label">{t('profile.avatar')}</legend>
        <div className="avatar-grid">
          {AVATARS.map((_, i) => {
            const value = `avatar:${i + 1}`;
            const selected = f.avatar === value;
            return (
              <button
                // biome-ignore lint/suspicious/noArrayIndexKey: the avatar list is fixed
                key={i}
                type="button"
                className={selected ? 'avatar-choice is-selected' : 'avatar-choice'}
                aria-pressed={selected}
                data-testid={`avatar-${i + 1}`}
                onClick={() => set('avatar')(value)}
              >
                <Avatar avatar={value} size={52} />
              </button>
            );
          })}
        </div>
      </fieldset>
      <TextField
        label={t('profile.nickname')}
        icon="user"
        value={f.nickname}
        onChange={set('nickname')}
        testId="edit-nickname"
        maxLength={20}
      />
      <TextField
        label={t('profile.birthday')}
        type="date"
        value={f.birthday}
        onChange={set('birthday')}
        testId="edit-birthday"
      />
      <TextField
        label={t('profile.email')}
        type="email"
        autoComplete="email"
        value={f.email}
        onChange={set('email')}
        testId="edit-email"
        maxLength={254}
      />
      {socials.map(([key, label]) => (
        <TextField
          key={key}
          label={label}
          value={f[key]}
          onChange={set(key)}
          testId={`edit-${key}`}
          maxLength={key === 'whatsapp' ? 32 : 64}
        />
      ))}
      <FormError text={error} />
      <button type="submit" className="btn btn-red btn-block" data-testid="edit-save">
        {t('common.save')}
      </button>
    </form>
  );
}
