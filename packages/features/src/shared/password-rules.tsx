import { IconCircle, IconCircleCheck } from '@tabler/icons-react';
import { z } from 'zod';

import { Stack, Typography, VisuallyHidden } from '@atrium/ui';
import { PASSWORD_RULES, type PasswordRuleId } from '@atrium/mocks/values';

/** The list's texts, from the feature's own namespace. */
export interface PasswordRulesTexts {
  /** The list's accessible name. */
  title: string;
  /** Said after a met rule (screen readers only). */
  met: string;
  rules: Record<PasswordRuleId, string>;
}

/**
 * A new password's rules, each marked met or not as the user types (the fake API checks the same
 * ones, `@atrium/mocks/values`). Polite live region: a screen reader hears a rule become met.
 */
export function PasswordRulesList({
  password,
  id,
  texts,
}: {
  password: string;
  id?: string;
  texts: PasswordRulesTexts;
}) {
  return (
    <Stack as="ul" gap={1} id={id} aria-label={texts.title} aria-live="polite">
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
              <span>{texts.rules[rule.id]}</span>
              {met ? <VisuallyHidden>{texts.met}</VisuallyHidden> : null}
            </Stack>
          </Typography>
        );
      })}
    </Stack>
  );
}

/** A zod string that fails with the first broken rule's text: the forms' password field. */
export const passwordRulesSchema = (rules: Record<PasswordRuleId, string>): z.ZodString =>
  PASSWORD_RULES.reduce((schema, rule) => schema.refine(rule.test, rules[rule.id]), z.string());
