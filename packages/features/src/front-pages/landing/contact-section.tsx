import { useTranslation } from 'react-i18next';

import { Box, Card, Stack } from '@atrium/ui';

import { FrontSection } from '../shared/front-section.tsx';
import { ContactForm } from './contact-form.tsx';

/** "Let's talk": the contact form in a card. */
export function ContactSection() {
  const { t } = useTranslation('front-pages');
  return (
    <FrontSection
      id="contact"
      overline={t('contact.overline')}
      title={t('contact.title')}
      subtitle={t('contact.subtitle')}
    >
      <Stack align="center">
        <Box maxInlineSize={720} inlineSize="100%">
          <Card>
            <Card.Content>
              <ContactForm />
            </Card.Content>
          </Card>
        </Box>
      </Stack>
    </FrontSection>
  );
}
