import { brokenPasswordRules, PASSWORD_RULE_MESSAGES } from '../values/password.ts';
import type { BodyReader } from './validate.ts';

/** A password field as typed: text, never trimmed (spaces count), and never echoed. */
function readSecret(reader: BodyReader, field: string): string | undefined {
  const value = reader.raw(field);
  if (value === undefined || value === null)
    return void reader.fail(field, `${field} is required.`);
  if (typeof value !== 'string') return void reader.fail(field, `${field} must be text.`);
  return value;
}

/**
 * A new password and its confirmation (`password`, `confirm`), checked by the account forms' rules
 * (`PASSWORD_RULES`): one message per broken rule, none quoting the password. The password, or
 * undefined when the reader has refused either field.
 */
export function readNewPassword(reader: BodyReader): string | undefined {
  const password = readSecret(reader, 'password');
  const confirm = readSecret(reader, 'confirm');
  if (password === undefined) return undefined;
  const broken = brokenPasswordRules(password);
  for (const rule of broken) reader.fail('password', PASSWORD_RULE_MESSAGES[rule]);
  if (confirm !== undefined && confirm !== password)
    reader.fail('confirm', 'confirm must match password.');
  return broken.length === 0 && confirm === password ? password : undefined;
}
