import { z } from 'zod';

/** A stand-in for "is this username free?" on the server. */
const taken = new Set(['admin', 'ana.silva']);
const isUsernameFree = (name: string) =>
  new Promise<boolean>((resolve) => setTimeout(() => resolve(!taken.has(name)), 100));

export const staffSchema = z
  .object({
    name: z.string().trim().min(1, 'Enter a name.').max(40, 'Use at most 40 characters.'),
    email: z.email('Enter a valid email address.'),
    username: z
      .string()
      .regex(/^[a-z0-9.]{3,20}$/, 'Use 3 to 20 lowercase letters, digits or dots.')
      .refine(isUsernameFree, 'This username is taken.'),
    discount: z.coerce
      .number<string>('Enter a number.')
      .min(0, 'Use 0 or more.')
      .max(30, 'Use 30 or less.'),
    password: z.string().min(8, 'Use at least 8 characters.'),
    confirm: z.string(),
    startOn: z.iso
      .date('Choose a start date.')
      .refine((d) => d >= '2026-03-18' && d <= '2026-12-31', 'Choose a date in 2026, from today.'),
    contract: z
      .array(z.instanceof(File))
      .length(1, 'Attach the signed contract.')
      .refine(
        (files) => files.every((f) => f.name.toLowerCase().endsWith('.pdf')),
        'Attach a PDF.',
      ),
    terms: z.literal(true, 'Accept the staff policy.'),
  })
  .refine((v) => v.password === v.confirm, {
    path: ['confirm'],
    message: 'The passwords do not match.',
  });
export type StaffInput = z.input<typeof staffSchema>;
export type StaffOutput = z.output<typeof staffSchema>;
