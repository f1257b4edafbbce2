import { message } from '@cardroom/contract';
import { useState } from 'react';
import { logout } from '../../../../api/logout';
import { FormError } from '../../../../components/Form';
import { Sheet } from '../../../../components/Sheet';
import { useLocale } from '../../../../hooks/useLocale';
import { useTranslation } from '../../../../i18n';
import { isPlay, useApp } from '../../../../stores/app';
import { isLoggedIn, session, useSession } from '../../../../stores/session';
import { useConfirmAdult } from '../../api';
import { dropGreeting, releaseGreeting } from '../../signIn';
import { AgeTermsChecks } from '../Legal';

/**
 * Guest and one-click accounts never said they are 18+ or accepted the terms (registration
 * asks both): the first time such a player is signed in, this sheet asks once and the server
 * records it. It cannot be dismissed; a player under 18 can only log out.
 */
export function AdultConfirm() {
  const { t } = useTranslation();
  const play = useApp(isPlay);
  const locale = useLocale();
  const needed = useSession((s) => isLoggedIn(s) && s.userInfo?.adultConfirmed === false);
  const [age, setAge] = useState(false);
  const [terms, setTerms] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const confirm = useConfirmAdult();
  const busy = confirm.isPending;
  if (!needed) return null;

  return (
    <Sheet title={t('adult.title')} centered testId="adult-sheet">
      <form
        className="form-stack"
        noValidate
        onSubmit={async (e) => {
          e.preventDefault();
          const problem = !age
            ? message('adultRequired', locale)
            : !terms
              ? message('termsRequired', locale)
              : null;
          setError(problem);
          if (problem || busy) return;
          const r = await confirm.mutateAsync();
          if (!r.ok) return;
          session.setUserInfo(r.data);
          releaseGreeting();
        }}
      >
        <p className="muted">{t(play ? 'play.adultText' : 'adult.text')}</p>
        <AgeTermsChecks
          testPrefix="adult"
          ageText={t('adult.age')}
          age={age}
          terms={terms}
          onAge={setAge}
          onTerms={setTerms}
        />
        <FormError text={error} />
        <button
          type="submit"
          className="btn btn-red btn-block"
          data-testid="adult-confirm"
          disabled={busy}
        >
          {t('adult.confirm')}
        </button>
        <button
          type="button"
          className="btn btn-ghost btn-block"
          data-testid="adult-logout"
          onClick={() => {
            dropGreeting();
            void logout();
          }}
        >
          {t('adult.notAdult')}
        </button>
      </form>
    </Sheet>
  );
}
