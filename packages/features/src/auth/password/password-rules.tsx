import { IconCircle, IconCircleCheck } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';

import { Stack, Typography, VisuallyHidden } from '@atrium/ui';
import { PASSWORD_RULES, type PasswordRuleId } from '@atrium/mocks/values';

/** The rule texts of the `auth` namespace, by rule (`password.rules.<id>`). */
function useRuleTexts(): Record<PasswordRuleId, string> {
  const { t } = useTranslation('auth');
  return {
    min: t('password.rules.min'),
    uppercase: t('password.rules.uppercase'),
    digit: t('password.rules.digit'),
  };
}

/**
 * A new password's rules, each marked met or not as the user types (the fake API checks the same
 * ones, `@atrium/mocks/values`). Polite live region: a screen reader hears a rule become met.
 */
export function PasswordRules({ password, id }: { password: string; id?: string }) {
  const { t } = useTranslation('auth');
  const texts = useRuleTexts();
  return (
    <Stack as="ul" gap={1} id={id} aria-label={t('password.rulesTitle')} aria-live="polite">
      {PASSWORD_RULES.map((rule) => {
        const met = rule.test(password);
        const Icon = met ? IconCircleCheck : IconCircle;
        return (
          <Typography
            key={rule.id}
            as="li"
            variant="body2"
            color={met ? 'success' : 'secondary'}
            data-met={met}
          >
            <Stack as="span" direction="row" gap={2} align="center">
              <Icon size={16} aria-hidden />
              <span>{texts[rule.id]}</span>
              {met ? <VisuallyHidden>{t('password.met')}</VisuallyHidden> : null}
            </Stack>
          </Typography>
        );
      })}
    </Stack>
  );
}

/** A zod string that fails with the first broken rule's text: the forms' password field. */
export function usePasswordSchema(): z.ZodString {
  const texts = useRuleTexts();
  return PASSWORD_RULES.reduce(
    (schema, rule) => schema.refine(rule.test, texts[rule.id]),
    z.string(),
  );
}
