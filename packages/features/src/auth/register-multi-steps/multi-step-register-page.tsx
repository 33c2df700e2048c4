import { useTranslation } from 'react-i18next';

import { AuthLayout } from '@atrium/ui';

import { authBrand, SignInInstead } from '../register/register-page.tsx';
import { RegisterIllustration } from '../register/register-illustration.tsx';
import { MultiStepForm } from './multi-step-form.tsx';

/**
 * Sign-up in three steps (account, personal, billing), in the split look: the steps need the
 * room, and below 900 px the form has the page to itself.
 */
export function MultiStepRegisterPage() {
  const { t } = useTranslation('auth');
  return (
    <AuthLayout
      look="v2"
      titleId="multi-step-title"
      brand={authBrand}
      title={t('multiStep.title')}
      subtitle={t('multiStep.subtitle')}
      illustration={<RegisterIllustration />}
    >
      <MultiStepForm />
      <SignInInstead />
    </AuthLayout>
  );
}
