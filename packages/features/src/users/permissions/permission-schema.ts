import type { TFunction } from 'i18next';
import { z } from 'zod';

import type { Permission, RoleName } from '@atrium/mocks/types';

import { ROLE_NAMES } from './permission-roles.ts';

/** The fake API's limit on a permission's name (packages/mocks/src/domains/permissions.ts). */
export const NAME_MAX = 80;

export interface PermissionFormValues {
  name: string;
  assignedTo: RoleName[];
  core: boolean;
}

export const permissionFormValues = (permission: Permission | null): PermissionFormValues => ({
  name: permission?.name ?? '',
  assignedTo: permission?.assignedTo ?? [],
  core: permission?.core ?? false,
});

/** Messages come from `t`, so they follow the language of the moment the form is built. */
export function permissionSchema(t: TFunction<'users'>) {
  return z.object({
    name: z
      .string()
      .trim()
      .min(1, t('permissions.form.nameRequired'))
      .max(NAME_MAX, t('permissions.form.nameTooLong', { max: NAME_MAX })),
    assignedTo: z.array(z.enum(ROLE_NAMES as [RoleName, ...RoleName[]])),
    core: z.boolean(),
  });
}
