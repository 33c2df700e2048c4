import { useTranslation } from 'react-i18next';

import { RegisterFrame } from '../register/register-page.tsx';
import { MultiStepForm } from './multi-step-form.tsx';

/**
 * Sign-up in three steps (account, personal, billing), in the split look: the steps need the
 * room, and below 900 px the form has the page to itself.
 */
export function MultiStepRegisterPage() {
  const { t } = useTranslation('auth');
  return (
    <RegisterFrame
      look="v2"
      titleId="multi-step-title"
      title={t('multiStep.title')}
      subtitle={t('multiStep.subtitle')}
    >
      <MultiStepForm />
    </RegisterFrame>
  );
}
