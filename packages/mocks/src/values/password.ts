/**
 * The password rules of every account form (customer security, register, reset password, account
 * settings): the fake API refuses what breaks them, and the forms list them as the user types.
 */
export const PASSWORD_RULES = [
  { id: 'min', test: (password: string) => password.length >= 8 },
  { id: 'uppercase', test: (password: string) => /[A-Z]/.test(password) },
  { id: 'digit', test: (password: string) => /\d/.test(password) },
] as const;

export type PasswordRuleId = (typeof PASSWORD_RULES)[number]['id'];

/** The fake API's message for each broken rule (field errors never quote the password). */
export const PASSWORD_RULE_MESSAGES: Record<PasswordRuleId, string> = {
  min: 'password must be at least 8 characters.',
  uppercase: 'password must contain an uppercase letter.',
  digit: 'password must contain a digit.',
};

/** The rules `password` breaks, in the order above (none: it is acceptable). */
export const brokenPasswordRules = (password: string): PasswordRuleId[] =>
  PASSWORD_RULES.filter((rule) => !rule.test(password)).map((rule) => rule.id);
