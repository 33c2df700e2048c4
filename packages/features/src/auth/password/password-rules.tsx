import { useTranslation } from 'react-i18next';
import type { z } from 'zod';

import type { PasswordRuleId } from '@atrium/mocks/values';

import { PasswordRulesList, passwordRulesSchema } from '../../shared/index.ts';

/** The rule texts of the `auth` namespace, by rule (`password.rules.<id>`). */
function useRuleTexts(): Record<PasswordRuleId, string> {
  const { t } = useTranslation('auth');
  return {
    min: t('password.rules.min'),
    uppercase: t('password.rules.uppercase'),
    digit: t('password.rules.digit'),
  };
}

/** The shared rules list in the `auth` namespace's words. */
export function PasswordRules({ password, id }: { password: string; id?: string }) {
  const { t } = useTranslation('auth');
  const rules = useRuleTexts();
  return (
    <PasswordRulesList
      password={password}
      id={id}
      texts={{ title: t('password.rulesTitle'), met: t('password.met'), rules }}
    />
  );
}

/** A zod string that fails with the first broken rule's text: the forms' password field. */
export function usePasswordSchema(): z.ZodString {
  return passwordRulesSchema(useRuleTexts());
}
