import type { TFunction } from 'i18next';
import { z } from 'zod';

import type { User } from '@atrium/mocks/types';
import { USER_PLANS, USER_ROLES, USERNAME_PATTERN } from '@atrium/mocks/values';

/** What the add / edit drawer edits: the fields a user record takes from a person. */
export type UserFormValues = Pick<
  User,
  'fullName' | 'username' | 'email' | 'contact' | 'company' | 'country' | 'role' | 'currentPlan'
>;

/** The fake API's caps on these fields (packages/mocks/src/domains/users.ts, readUser). */
const MAX = { fullName: 120, company: 120, country: 80, contact: 40 } as const;

/**
 * Messages come from `t`, so they follow the language of the moment the form is built. The values
 * it answers are trimmed: they are the body the drawer sends.
 */
export function userSchema(t: TFunction<'users'>) {
  const text = (max: number) =>
    z.string().trim().max(max, t('userList.form.errors.tooLong', { max }));
  return z.object({
    fullName: text(MAX.fullName).min(1, t('userList.form.errors.fullNameRequired')),
    // The register call's username shape, so every account name reads alike.
    username: z.string().trim().regex(USERNAME_PATTERN, t('userList.form.errors.usernameFormat')),
    email: z
      .string()
      .trim()
      .pipe(z.email(t('userList.form.errors.emailInvalid'))),
    contact: text(MAX.contact),
    company: text(MAX.company),
    country: text(MAX.country),
    role: z.enum(USER_ROLES),
    currentPlan: z.enum(USER_PLANS),
  }) satisfies z.ZodType<UserFormValues>;
}

/** A new user starts as the commonest account: a subscriber on the basic plan. */
export function formValuesOf(user: User | null): UserFormValues {
  return {
    fullName: user?.fullName ?? '',
    username: user?.username ?? '',
    email: user?.email ?? '',
    contact: user?.contact ?? '',
    company: user?.company ?? '',
    country: user?.country ?? '',
    role: user?.role ?? 'subscriber',
    currentPlan: user?.currentPlan ?? 'basic',
  };
}
