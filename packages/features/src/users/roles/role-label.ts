import type { TFunction } from 'i18next';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';

import type { RoleName } from '@atrium/mocks/types';

const SEEDED: readonly string[] = [
  'administrator',
  'manager',
  'users',
  'support',
  'restricted-user',
] satisfies readonly RoleName[];

const isSeeded = (name: string): name is RoleName => SEEDED.includes(name);

/** A role's name for display: the five seeded roles translated, a role someone added as typed. */
export const roleLabel = (t: TFunction<'users'>, name: string): string =>
  isSeeded(name) ? t(`roles.${name}`) : name;

export function useRoleLabel(): (name: string) => string {
  const { t } = useTranslation('users');
  return useCallback((name: string) => roleLabel(t, name), [t]);
}
