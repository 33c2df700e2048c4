import {
  IconBrandFacebook,
  IconBrandGithub,
  IconBrandLinkedin,
  IconBrandX,
} from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link, type To } from 'react-router-dom';

import {
  Box,
  Brand,
  Card,
  Divider,
  Grid,
  IconButton,
  Stack,
  TextLink,
  Typography,
} from '@atrium/ui';

import { href } from '../routes.ts';
import { sectionLink } from './front-links.ts';
import { NewsletterForm } from './newsletter-form.tsx';

type FooterLinkKey =
  | 'nav.features'
  | 'nav.pricing'
  | 'footer.payment'
  | 'footer.checkout'
  | 'nav.team'
  | 'nav.faq'
  | 'nav.contact'
  | 'nav.helpCenter';

/** The footer's link columns: heading key → links. */
const columns: { title: 'product' | 'company' | 'resources'; links: [FooterLinkKey, To][] }[] = [
  {
    title: 'product',
    links: [
      ['nav.features', sectionLink('features')],
      ['nav.pricing', href('front.pricing')],
      ['footer.payment', href('front.payment')],
      ['footer.checkout', href('front.checkout')],
    ],
  },
  {
    title: 'company',
    links: [
      ['nav.team', sectionLink('team')],
      ['nav.contact', sectionLink('contact')],
    ],
  },
  {
    title: 'resources',
    links: [
      ['nav.faq', sectionLink('faq')],
      ['nav.helpCenter', href('front.help-center')],
    ],
  },
];

const socials = [
  { key: 'github', url: 'https://github.com', Icon: IconBrandGithub },
  { key: 'x', url: 'https://x.com', Icon: IconBrandX },
  { key: 'facebook', url: 'https://www.facebook.com', Icon: IconBrandFacebook },
  { key: 'linkedin', url: 'https://www.linkedin.com', Icon: IconBrandLinkedin },
] as const;

/** The year of the copyright line: the visit's, from the clock the page runs on. */
const currentYear = () => new Date().getFullYear();

/** Brand and newsletter, the link columns, then the social links and the copyright line. */
export function FrontFooter() {
  const { t } = useTranslation('front-pages');
  return (
    <Box as="footer" padding={{ xs: 2, md: 4 }} inlineSize="100%" maxInlineSize={1240}>
      <Card>
        <Box padding={{ xs: 4, md: 8 }}>
          <Stack gap={6}>
            <Grid columns={{ xs: 1, sm: 2, md: 5 }} gap={6}>
              <Grid.Item span={{ xs: 1, sm: 2 }}>
                <Stack gap={4}>
                  <Brand name="Atrium" />
                  <Typography variant="body2" color="secondary">
                    {t('footer.tagline')}
                  </Typography>
                  <NewsletterForm />
                </Stack>
              </Grid.Item>
              {columns.map((column) => (
                <Box as="nav" key={column.title} aria-labelledby={`footer-${column.title}`}>
                  <Stack gap={2}>
                    <Typography variant="h6" as="h2" id={`footer-${column.title}`}>
                      {t(`footer.columns.${column.title}`)}
                    </Typography>
                    {column.links.map(([label, to]) => (
                      <TextLink key={label} as={Link} to={to}>
                        {t(label)}
                      </TextLink>
                    ))}
                  </Stack>
                </Box>
              ))}
            </Grid>
            <Divider />
            <Stack direction="row" justify="between" align="center" gap={4} wrap>
              <Typography variant="body2" color="secondary">
                {t('footer.copyright', { year: currentYear() })}
              </Typography>
              <Stack direction="row" gap={1} role="group" aria-label={t('footer.social.label')}>
                {socials.map(({ key, url, Icon }) => (
                  <IconButton
                    key={key}
                    asChild
                    label={t(`footer.social.${key}`)}
                    variant="text"
                    color="secondary"
                    shape="round"
                  >
                    <a href={url} rel="noopener noreferrer" target="_blank">
                      <Icon size={20} aria-hidden />
                    </a>
                  </IconButton>
                ))}
              </Stack>
            </Stack>
          </Stack>
        </Box>
      </Card>
    </Box>
  );
}
