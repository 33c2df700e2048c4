import { useState } from 'react';
import { useTranslation } from 'react-i18next';

import { Alert, Button, Stack, TextField, Textarea } from '@atrium/ui';
import { CONTACT_MESSAGE_MAX } from '@atrium/mocks/values';

import { contactFieldErrors, sendContactMessage } from '../api/contact.ts';
import { EMAIL_PATTERN, useCheckedForm, type FieldErrors } from '../shared/use-checked-form.ts';

const initial = { name: '', email: '', message: '' };
type ContactValues = typeof initial;

/** Name, email and message, checked here and by the fake API; a thank-you once stored. */
export function ContactForm() {
  const { t } = useTranslation('front-pages');
  const [sentBy, setSentBy] = useState<string | null>(null);
  const [failed, setFailed] = useState(false);

  const validate = ({ name, email, message }: ContactValues): FieldErrors<ContactValues> => {
    const errors: FieldErrors<ContactValues> = {};
    if (!name.trim()) errors.name = t('contact.errors.nameRequired');
    if (!email.trim()) errors.email = t('contact.errors.emailRequired');
    else if (!EMAIL_PATTERN.test(email.trim())) errors.email = t('contact.errors.emailInvalid');
    if (!message.trim()) errors.message = t('contact.errors.messageRequired');
    else if (message.trim().length > CONTACT_MESSAGE_MAX)
      errors.message = t('contact.errors.messageTooLong', { max: CONTACT_MESSAGE_MAX });
    return errors;
  };

  const form = useCheckedForm({
    initial,
    validate,
    send: async (values) => {
      setFailed(false);
      const result = await sendContactMessage(values);
      if ('data' in result) {
        setSentBy(result.data.name);
        return null;
      }
      if (result.error.status === 400) return contactFieldErrors(result.error);
      setFailed(true);
      return null;
    },
  });

  if (sentBy)
    return (
      <Stack gap={4} align="start">
        <Alert severity="success" role="status">
          {t('contact.sent', { name: sentBy })}
        </Alert>
        <Button
          variant="outlined"
          onClick={() => {
            form.reset();
            setSentBy(null);
          }}
        >
          {t('contact.another')}
        </Button>
      </Stack>
    );

  return (
    <form noValidate aria-labelledby="contact-title" onSubmit={(event) => void form.submit(event)}>
      <Stack gap={4}>
        {failed && (
          <Alert severity="error" role="alert">
            {t('contact.failed')}
          </Alert>
        )}
        <TextField {...form.field('name')} label={t('contact.name')} autoComplete="name" required />
        <TextField
          {...form.field('email')}
          type="email"
          label={t('contact.email')}
          autoComplete="email"
          required
        />
        <Textarea {...form.field('message')} label={t('contact.message')} minRows={5} required />
        <Button type="submit" loading={form.sending}>
          {t('contact.send')}
        </Button>
      </Stack>
    </form>
  );
}
