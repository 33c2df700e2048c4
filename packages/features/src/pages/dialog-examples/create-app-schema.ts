import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';

import { expiryProblem, isValidCardNumber, isValidCvc } from '@atrium/mocks/values';
import type { AppCategory, AppDatabase, AppFramework, NewApp } from '@atrium/mocks/types';

import type { PagesTexts } from '../locales/index.ts';

type AppError = keyof PagesTexts['dialogs']['createApp']['errors'];

export const CATEGORIES: readonly AppCategory[] = ['crm', 'ecommerce', 'analytics', 'social'];
export const FRAMEWORKS: readonly AppFramework[] = ['react', 'vue', 'angular', 'laravel'];
export const DATABASES: readonly AppDatabase[] = ['postgres', 'mysql', 'mongodb', 'firebase'];

export type AppValues = NewApp;

export const EMPTY_APP: AppValues = {
  name: '',
  category: 'crm',
  framework: 'react',
  database: 'postgres',
  holder: '',
  number: '',
  expiry: '',
  cvc: '',
};

/** The wizard's steps and the values each one checks before Next (the last one reviews). */
export const APP_STEPS = [
  { id: 'details', fields: ['name', 'category'] },
  { id: 'framework', fields: ['framework'] },
  { id: 'database', fields: ['database'] },
  { id: 'billing', fields: ['holder', 'number', 'expiry', 'cvc'] },
  { id: 'submit', fields: [] },
] as const satisfies readonly { id: string; fields: readonly (keyof AppValues)[] }[];

/**
 * The fake API's rules for a new app (packages/mocks/README.md, "Dialog examples"), said in the
 * form's words: a name no other app has (`takenNames`, from the created apps) and a card that
 * passes the shared card checks (`@atrium/mocks/values`).
 */
export function useAppSchema(takenNames: readonly string[]) {
  const { t } = useTranslation('pages');
  return useMemo(() => {
    const taken = new Set(takenNames.map((n) => n.toLowerCase()));
    const error = (key: AppError) => t(`dialogs.createApp.errors.${key}`);
    return z
      .object({
        name: z
          .string()
          .trim()
          .min(1, error('name'))
          .max(60, error('nameLength'))
          .refine((name) => !taken.has(name.toLowerCase()), error('nameTaken')),
        category: z.enum(CATEGORIES as [AppCategory, ...AppCategory[]]),
        framework: z.enum(FRAMEWORKS as [AppFramework, ...AppFramework[]]),
        database: z.enum(DATABASES as [AppDatabase, ...AppDatabase[]]),
        holder: z.string().trim().min(1, error('holder')).max(80),
        number: z.string().refine(isValidCardNumber, error('number')),
        expiry: z.string().refine((v) => expiryProblem(v, new Date()) === null, error('expiry')),
        cvc: z.string().regex(/^\d{3,4}$/, error('cvc')),
      })
      .superRefine((values, ctx) => {
        // American Express codes have four digits, the others three.
        if (/^\d{3,4}$/.test(values.cvc) && !isValidCvc(values.cvc, values.number))
          ctx.addIssue({ code: 'custom', path: ['cvc'], message: error('cvc') });
      });
  }, [t, takenNames]);
}
