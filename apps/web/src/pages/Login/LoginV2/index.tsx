import { FormStack, SubmitRow } from '../../../components/Form';
import {
  AuthLink,
  AuthLinks,
  AuthScreen,
  PhoneCodeFields,
  signInCalls,
  usePhoneCode,
  useSignIn,
} from '../../../features/auth';
import { useTranslation } from '../../../i18n';
import { PAGES } from '../../../nav/pages';

/** Phone + one-time code; the server creates the account on first use. */
export default function LoginV2() {
  const { t } = useTranslation();
  const form = usePhoneCode();
  const signIn = useSignIn();

  return (
    <AuthScreen title={t('loginV2.title')}>
      <FormStack
        onSubmit={() => {
          if (form.check())
            signIn.mutate({ request: () => signInCalls.code(form.mobile, form.code) });
        }}
      >
        <PhoneCodeFields type="login" state={form} testPrefix="loginv2" />
        <SubmitRow error={form.error} label={t('login.submit')} testId="loginv2-submit" />
        <AuthLinks>
          <AuthLink to={PAGES.Login.Login} replace testId="link-login">
            {t('loginV2.withPassword')}
          </AuthLink>
          <AuthLink to={PAGES.Login.Register} testId="link-register">
            {t('login.createAccount')}
          </AuthLink>
        </AuthLinks>
      </FormStack>
    </AuthScreen>
  );
}
