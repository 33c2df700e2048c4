import { IconCircleCheck } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

import { Alert, Button, Stack, TextField, Typography } from '@atrium/ui';

import { EMAIL_PATTERN, useCheckedForm } from '../shared/use-checked-form.ts';

const initial = { email: '' };

/** The footer's sign-up: one address, checked here; a thank-you names it once accepted. */
export function NewsletterForm() {
  const { t } = useTranslation('front-pages');
  const [subscribed, setSubscribed] = useState<string | null>(null);
  const form = useCheckedForm({
    initial,
    validate: ({ email }) => {
      const trimmed = email.trim();
      if (!trimmed) return { email: t('footer.newsletter.required') };
      return EMAIL_PATTERN.test(trimmed) ? {} : { email: t('footer.newsletter.invalid') };
    },
    send: ({ email }) => {
      setSubscribed(email.trim());
      return Promise.resolve(null);
    },
  });

  return (
    <Stack gap={2}>
      <Typography variant="h6" as="h2" id="newsletter-title">
        {t('footer.newsletter.title')}
      </Typography>
      <Typography variant="body2" color="secondary">
        {t('footer.newsletter.subtitle')}
      </Typography>
      {subscribed ? (
        <Alert severity="success" icon={<IconCircleCheck size={20} aria-hidden />} role="status">
          {t('footer.newsletter.success', { email: subscribed })}
        </Alert>
      ) : (
        <form
          noValidate
          aria-labelledby="newsletter-title"
          onSubmit={(event) => void form.submit(event)}
        >
          <Stack direction="row" gap={2} align="start" wrap>
            <TextField
              {...form.field('email')}
              type="email"
              autoComplete="email"
              label={t('footer.newsletter.email')}
              required
            />
            <Button type="submit" loading={form.sending}>
              {t('footer.newsletter.submit')}
            </Button>
          </Stack>
        </form>
      )}
    </Stack>
  );
}
