import { IconBook } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';

import { Card, Grid, Stack, TextLink, Typography } from '@atrium/ui';
import type { HelpCenterCard, HelpCenterCategory } from '@atrium/mocks/types';

import { pagesHref } from '../../pages/index.ts';
import { IconTile } from '../../shared/icon-tile.tsx';

/** Cards of topics (popular ones, or "keep learning"), each with its summary, opening its article. */
export function ArticleCards({ cards }: { cards: readonly HelpCenterCard[] }) {
  return (
    <Grid columns={{ xs: 1, md: 3 }} gap={6}>
      {cards.map((card) => (
        <Card key={card.slug} as="article">
          <Card.Content>
            <IconTile
              icon={IconBook}
              title={
                <TextLink
                  as={Link}
                  to={pagesHref('helpCenterArticle', {
                    category: card.article.category,
                    article: card.article.slug,
                  })}
                >
                  {card.title}
                </TextLink>
              }
              text={card.subtitle}
            />
          </Card.Content>
        </Card>
      ))}
    </Grid>
  );
}

/** The knowledge base: each category with its articles' links and count. */
export function KnowledgeBase({ categories }: { categories: readonly HelpCenterCategory[] }) {
  const { t } = useTranslation('front-pages');
  return (
    <Grid columns={{ xs: 1, sm: 2, md: 3 }} gap={6}>
      {categories.map((category) => (
        <Card key={category.slug} as="section" aria-labelledby={`kb-${category.slug}`}>
          <Card.Content>
            <Stack gap={2}>
              <Typography variant="h6" as="h3" id={`kb-${category.slug}`}>
                {category.title}
              </Typography>
              <Typography variant="caption" color="secondary">
                {t('helpCenter.articles', { count: category.articles.length })}
              </Typography>
              {category.articles.map((article) => (
                <TextLink
                  key={article.slug}
                  as={Link}
                  to={pagesHref('helpCenterArticle', {
                    category: category.slug,
                    article: article.slug,
                  })}
                >
                  {article.title}
                </TextLink>
              ))}
            </Stack>
          </Card.Content>
        </Card>
      ))}
    </Grid>
  );
}

/** The categories whose title or articles match `query`, keeping only the matching articles. */
export function matchingCategories(
  categories: readonly HelpCenterCategory[],
  query: string,
): HelpCenterCategory[] {
  const q = query.trim().toLowerCase();
  if (!q) return [...categories];
  return categories.flatMap((category) => {
    const articles = category.articles.filter((a) => a.title.toLowerCase().includes(q));
    return articles.length ? [{ ...category, articles }] : [];
  });
}
