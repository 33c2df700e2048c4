import { useTranslation } from 'react-i18next';

import { Avatar, Card, Carousel, Rating, Stack, Typography } from '@atrium/ui';

import { LandingSection } from './landing-section.tsx';
import { reviews } from './landing-content.ts';

/** Shop owners' reviews in a carousel: one per view on a phone, three on a wide screen. */
export function ReviewsSection() {
  const { t } = useTranslation('front-pages');
  return (
    <LandingSection id="reviews" texts="reviews">
      <Carousel label={t('reviews.carousel')} slidesPerView={{ xs: 1, sm: 2, md: 3 }} gap={6} loop>
        {reviews.map((review) => (
          <Carousel.Slide key={review.key}>
            <Card fullHeight as="article">
              <Card.Content>
                <Stack gap={4}>
                  <Rating
                    label={t('reviews.rating', { rating: review.rating })}
                    value={review.rating}
                    readOnly
                  />
                  <Typography as="blockquote">{t(`reviews.items.${review.key}`)}</Typography>
                  <Stack direction="row" gap={3} align="center">
                    <Avatar name={review.name} size="md" color="primary" />
                    <Stack gap={0}>
                      <Typography variant="subtitle" as="p">
                        {review.name}
                      </Typography>
                      <Typography variant="caption" color="secondary">
                        {review.shop}
                      </Typography>
                    </Stack>
                  </Stack>
                </Stack>
              </Card.Content>
            </Card>
          </Carousel.Slide>
        ))}
      </Carousel>
    </LandingSection>
  );
}
