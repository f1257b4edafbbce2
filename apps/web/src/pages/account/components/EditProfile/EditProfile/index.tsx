import { birthdayProblem, message, routes } from '@cardroom/contract';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { call } from '../../../../../api';
import { AVATARS, Avatar } from '../../../../../components/Avatar';
import { FormError, TextField } from '../../../../../components/Form';
import { firstError } from '../../../../../features/auth';
import { useLocale, useMarket } from '../../../../../hooks/useLocale';
import { nav } from '../../../../../nav';
import { session, useSession } from '../../../../../stores/session';
import { hideLoading, showLoading, showToast } from '../../../../../stores/ui';
import './EditProfile.css';

type Fields = {
  nickname: string;
  avatar: string;
  birthday: string;
  email: string;
  whatsapp: string;
  facebook: string;
  telegram: string;
  twitter: string;
};

const socials = [
  ['whatsapp', 'WhatsApp'],
  ['facebook', 'Facebook'],
  ['telegram', 'Telegram'],
  ['twitter', 'Twitter'],
] as const;

/** Edits the SPEC §3 profile fields through /user/updateUserInfo. */
export default function EditProfile() {
  const { t } = useTranslation();
  const locale = useLocale();
  const market = useMarket();
  const user = useSession((s) => s.userInfo);
  /** Same rule and text as the server: a real day, and 18 or older today. */
  const birthdayText = (value: string) => {
    if (value && !/^\d{4}-\d{2}-\d{2}$/.test(value)) return message('birthdayInvalid', locale);
    const problem = birthdayProblem(value, market.code, new Date());
    if (!problem) return null;
    return problem.key === 'birthdayUnder18'
      ? message(problem.key, locale, { age: problem.age })
      : message(problem.key, locale);
  };
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
    const nick = f.nickname.trim();
    const problem = firstError(
      nick.length < 1 || nick.length > 20 ? message('nicknameRule', locale) : null,
      f.email.trim() && !/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(f.email.trim())
        ? message('emailInvalid', locale)
        : null,
      birthdayText(f.birthday),
    );
    setError(problem);
    if (problem) return;
    showLoading();
    try {
      const r = await call(routes.updateUserInfo, {
        ...f,
        nickname: nick,
        email: f.email.trim(),
      });
      if (!r.ok) return;
      session.setUserInfo(r.data);
      showToast(t('profile.saved'), { icon: 'success' });
      await nav.navigateBack();
    } finally {
      hideLoading();
    }
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
