import { zodResolver } from '@hookform/resolvers/zod';
import { useMemo } from 'react';
import { z } from 'zod';

import { Button, Card, Grid, Stack, TextField } from '@atrium/ui';

import { useFormFrame, useSaveOutcome } from './use-form-frame.ts';

export interface PasswordValues {
  password: string;
  confirm: string;
}

/** The card's texts: each feature passes its own namespace's (the JSON blocks have this shape). */
export interface PasswordCardTexts {
  title: string;
  rules: string;
  newPassword: string;
  confirmPassword: string;
  submit: string;
  errors: { min: string; uppercase: string; number: string; mismatch: string };
  saved: string;
  failed: string;
}

/** The keys of the card's texts under a feature's block (`errors.min` is `errors: { min }`). */
export type PasswordTextKey =
  | 'title'
  | 'rules'
  | 'newPassword'
  | 'confirmPassword'
  | 'submit'
  | 'saved'
  | 'failed'
  | 'errors.min'
  | 'errors.uppercase'
  | 'errors.number'
  | 'errors.mismatch';

/** The card's texts from a feature's block of the same shape: `text` reads one key of it. */
export const passwordCardTexts = (text: (key: PasswordTextKey) => string): PasswordCardTexts => ({
  title: text('title'),
  rules: text('rules'),
  newPassword: text('newPassword'),
  confirmPassword: text('confirmPassword'),
  submit: text('submit'),
  saved: text('saved'),
  failed: text('failed'),
  errors: {
    min: text('errors.min'),
    uppercase: text('errors.uppercase'),
    number: text('errors.number'),
    mismatch: text('errors.mismatch'),
  },
});

export interface PasswordCardProps {
  /** Sends the change: the account's password call, unwrapped (204, or 400 `{ errors }`). */
  save: (values: PasswordValues) => Promise<unknown>;
  texts: PasswordCardTexts;
}

const FIELDS = ['password', 'confirm'] as const;
/** Each field with the key of its label in the texts. */
const passwordFields = [
  { name: 'password', label: 'newPassword' },
  { name: 'confirm', label: 'confirmPassword' },
] as const satisfies readonly { name: (typeof FIELDS)[number]; label: keyof PasswordCardTexts }[];
const isField = (name: string): name is keyof PasswordValues =>
  (FIELDS as readonly string[]).includes(name);

/**
 * The rules the fake API checks as well (min 8, an uppercase letter, a digit, a match:
 * `PASSWORD_RULES`, packages/mocks/README.md "Customer settings").
 */
function usePasswordSchema(errors: PasswordCardTexts['errors']) {
  return useMemo(
    () =>
      z
        .object({
          password: z
            .string()
            .min(8, errors.min)
            .regex(/[A-Z]/, errors.uppercase)
            .regex(/\d/, errors.number),
          confirm: z.string(),
        })
        .refine((values) => values.password === values.confirm, {
          path: ['confirm'],
          message: errors.mismatch,
        }),
    [errors.min, errors.uppercase, errors.number, errors.mismatch],
  );
}

/**
 * Sets a new password through an account's password call (a customer's, a user's). The server's
 * refusals land under their field; any other failure keeps what was typed and says so in a toast.
 */
export function PasswordCard({ save, texts }: PasswordCardProps) {
  const schema = usePasswordSchema(texts.errors);
  const outcomeOf = useSaveOutcome();
  const { form, submit, saving } = useFormFrame<PasswordValues>({
    defaultValues: { password: '', confirm: '' },
    resolver: zodResolver(schema),
    save: (values) =>
      outcomeOf(save(values), {
        saved: () => texts.saved,
        failed: texts.failed,
        keepField: isField,
      }),
    // The server's own words, shown as sent (as the product form does): its rules match the
    // schema above, so this only shows when the two disagree.
    refusedField: (name, messages) =>
      isField(name) ? { field: name, message: messages[0] ?? texts.failed } : null,
  });
  const { errors } = form.formState;

  return (
    <Card as="section">
      <Card.Header title={texts.title} subtitle={texts.rules} headingLevel={2} />
      <Card.Content>
        <form noValidate onSubmit={submit} data-testid="password-form">
          <Stack gap={4}>
            <Grid columns={{ xs: 1, sm: 2 }} gap={4}>
              {passwordFields.map(({ name, label }) => (
                <TextField
                  key={name}
                  type="password"
                  autoComplete="new-password"
                  label={texts[label]}
                  error={errors[name]?.message}
                  required
                  {...form.register(name)}
                />
              ))}
            </Grid>
            <div>
              <Button type="submit" loading={saving}>
                {texts.submit}
              </Button>
            </div>
          </Stack>
        </form>
      </Card.Content>
    </Card>
  );
}
