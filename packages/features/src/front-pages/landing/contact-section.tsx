import { Box, Card, Stack } from '@atrium/ui';

import { LandingSection } from './landing-section.tsx';
import { ContactForm } from './contact-form.tsx';

/** "Let's talk": the contact form in a card. */
export function ContactSection() {
  return (
    <LandingSection id="contact" texts="contact">
      <Stack align="center">
        <Box maxInlineSize={720} inlineSize="100%">
          <Card>
            <Card.Content>
              <ContactForm />
            </Card.Content>
          </Card>
        </Box>
      </Stack>
    </LandingSection>
  );
}
