import type { TFunction } from 'i18next';
import { z } from 'zod';

import type { InvoiceSendInput } from '@atrium/mocks/types';

export type SendFormValues = InvoiceSendInput;

/** From and to are addresses, subject and message say something. */
export function sendSchema(t: TFunction<'invoice'>) {
  const email = z.string().trim().email(t('preview.send.errors.email'));
  return z.object({
    from: email,
    to: email,
    subject: z.string().trim().min(1, t('preview.send.errors.subject')),
    message: z.string().trim().min(1, t('preview.send.errors.message')),
  });
}
