import type { FieldValues, Path, UseFormReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';

import {
  PASSWORD_RULE_MESSAGES,
  PASSWORD_RULES,
  REGISTER_MESSAGES,
  type RegisterMessageId,
} from '@atrium/mocks/values';

import { registerFieldErrors, requestRegister, type RegisterRequest } from '../api/register.ts';
import { useFinishSignIn } from '../finish-sign-in.ts';

const MESSAGE_IDS = Object.keys(REGISTER_MESSAGES) as RegisterMessageId[];

/** What a registration came to: signed in, refused fields (in the visitor's words), or a failure. */
export type RegisterOutcome =
  | { status: 'signed-in' }
  | { status: 'refused'; fields: Record<string, string> }
  | { status: 'failed' };

/** The server's words in the visitor's language when the form knows them, else as sent. */
function useServerMessage(): (message: string) => string {
  const { t } = useTranslation('auth');
  return (message) => {
    const id = MESSAGE_IDS.find((key) => REGISTER_MESSAGES[key] === message);
    if (id) return t(`register.errors.${id}`);
    const rule = PASSWORD_RULES.find((r) => PASSWORD_RULE_MESSAGES[r.id] === message);
    return rule ? t(`password.rules.${rule.id}`) : message;
  };
}

/**
 * Sends a registration and, once the account exists, hands its sign-in to the app (remembered:
 * the visitor has just chosen the password).
 */
export function useRegister() {
  const finishSignIn = useFinishSignIn();
  const translate = useServerMessage();
  return async (body: RegisterRequest): Promise<RegisterOutcome> => {
    const result = await requestRegister(body);
    if ('data' in result) {
      await finishSignIn({ ...result.data, remember: true });
      return { status: 'signed-in' };
    }
    const fields = registerFieldErrors(result.error);
    if (!fields) return { status: 'failed' };
    const refused = Object.entries(fields).map(([field, [message = '']]): [string, string] => [
      field,
      translate(message),
    ]);
    return { status: 'refused', fields: Object.fromEntries(refused) };
  };
}

/**
 * Puts refused fields under their inputs and focuses the first in the form's `order`; answers
 * whether any of them is on this form.
 */
export function showRefusals<V extends FieldValues>(
  form: UseFormReturn<V>,
  order: readonly Path<V>[],
  fields: Record<string, string>,
): boolean {
  const shown = order.filter((name) => name in fields);
  for (const name of shown) form.setError(name, { type: 'server', message: fields[name] });
  if (shown[0]) form.setFocus(shown[0]);
  return shown.length > 0;
}
