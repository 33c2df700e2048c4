import { useTranslation } from 'react-i18next';

import { Avatar, Card, Grid, Stack, Typography } from '@atrium/ui';

import { LandingSection } from './landing-section.tsx';
import { team } from './landing-content.ts';

/** The team, as cards with initials: the page requests no picture. */
export function TeamSection() {
  const { t } = useTranslation('front-pages');
  return (
    <LandingSection id="team" texts="team">
      <Grid columns={{ xs: 1, sm: 2, md: 4 }} gap={6}>
        {team.map((member) => (
          <Card key={member.name} as="article">
            <Card.Content>
              <Stack gap={3} align="center">
                <Avatar name={member.name} size={88} color={member.color} />
                <Typography variant="h5" as="h3" align="center">
                  {member.name}
                </Typography>
                <Typography color="secondary" align="center">
                  {t(`team.roles.${member.role}`)}
                </Typography>
              </Stack>
            </Card.Content>
          </Card>
        ))}
      </Grid>
    </LandingSection>
  );
}
