import { IconChevronRight } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router-dom';

import type { HelpArticleView } from '@atrium/mocks/types';
import {
  Breadcrumbs,
  Button,
  Card,
  Divider,
  EmptyState,
  Grid,
  Icon,
  SafeHtml,
  Skeleton,
  Stack,
  TextLink,
  Typography,
} from '@atrium/ui';

import { useFormat } from '../../shared/format.ts';
import { useGetHelpArticleQuery, type ArticleRef } from '../api/help.ts';
import { href } from '../routes.ts';
import { ArticleFeedback } from './article-feedback.tsx';
import { LoadErrorCard } from './load-error-card.tsx';

const COLUMNS = { xs: 1, md: 3 };
const MAIN = { xs: 1, md: 2 };

/** The category's other articles, beside the article. */
function RelatedArticles({ article }: { article: HelpArticleView }) {
  const { t } = useTranslation('pages');
  return (
    <Card as="section" aria-labelledby="related-articles">
      <Card.Header
        title={t('helpCenter.article.related', { category: article.category.title })}
        titleId="related-articles"
        headingLevel={2}
      />
      <Card.Content>
        <Stack as="ul" gap={3}>
          {article.related.map((other) => (
            <Stack as="li" key={other.slug} direction="row" gap={2} align="center">
              <Icon icon={IconChevronRight} size="sm" mirrorInRtl />
              {/* The knowledge base is written in English: its own direction in an RTL page. */}
              <TextLink
                dir="auto"
                as={Link}
                to={href('helpCenterArticle', {
                  category: article.category.slug,
                  article: other.slug,
                })}
              >
                {other.title}
              </TextLink>
            </Stack>
          ))}
        </Stack>
      </Card.Content>
    </Card>
  );
}

/** The article: title, last update, its two parts (sanitised HTML) and "Was this helpful?". */
function ArticleBody({ article, target }: { article: HelpArticleView; target: ArticleRef }) {
  const { t } = useTranslation('pages');
  const format = useFormat();
  return (
    <Card as="article" aria-labelledby="article-title">
      <Card.Content>
        <Stack gap={5}>
          <Stack gap={2}>
            <Typography variant="h4" as="h1" id="article-title" dir="auto">
              {article.title}
            </Typography>
            <Typography variant="body2" color="secondary">
              {t('helpCenter.article.updated', { date: format.date(article.updatedAt) })}
            </Typography>
          </Stack>
          <Divider />
          <SafeHtml html={article.productContent} dir="auto" />
          <SafeHtml html={article.checkoutContent} dir="auto" />
          <Divider />
          <ArticleFeedback
            key={`${target.category}/${target.article}`}
            article={target}
            feedback={article.feedback}
          />
        </Stack>
      </Card.Content>
    </Card>
  );
}

/**
 * The `helpCenterArticle` route (pages/routes.ts), open to everyone: one knowledge-base article
 * with the path back to the help center, the category's other articles and "Was this helpful?".
 */
export function HelpArticlePage() {
  const { t } = useTranslation('pages');
  const { category = '', article = '' } = useParams();
  const target = { category, article };
  const query = useGetHelpArticleQuery(target);
  const data = query.currentData;
  const notFound = query.isError && 'status' in query.error && query.error.status === 404;

  const body = () => {
    if (notFound)
      return (
        <Card data-testid="article-not-found">
          <EmptyState
            title={t('helpCenter.article.notFound')}
            description={t('helpCenter.article.notFoundText')}
            headingLevel={2}
            action={
              <Button asChild variant="tonal">
                <Link to={href('helpCenter')}>{t('helpCenter.article.back')}</Link>
              </Button>
            }
          />
        </Card>
      );
    if (query.isError)
      return (
        <LoadErrorCard
          data-testid="article-error"
          message={t('helpCenter.article.error')}
          query={query}
        />
      );
    if (!data)
      return (
        <Grid columns={COLUMNS} gap={6} role="status" aria-label={t('helpCenter.article.loading')}>
          <Grid.Item span={MAIN}>
            <Skeleton variant="rounded" height={420} />
          </Grid.Item>
          <Skeleton variant="rounded" height={260} />
        </Grid>
      );
    return (
      <Grid columns={COLUMNS} gap={6} alignItems="start" data-testid="help-article">
        <Grid.Item span={MAIN}>
          <ArticleBody article={data} target={target} />
        </Grid.Item>
        <RelatedArticles article={data} />
      </Grid>
    );
  };

  return (
    <Stack gap={6}>
      <Breadcrumbs>
        <Breadcrumbs.Item asChild>
          <Link to={href('helpCenter')}>{t('helpCenter.article.home')}</Link>
        </Breadcrumbs.Item>
        {data && <Breadcrumbs.Item>{data.category.title}</Breadcrumbs.Item>}
        {data && <Breadcrumbs.Item current>{data.title}</Breadcrumbs.Item>}
      </Breadcrumbs>
      {body()}
    </Stack>
  );
}
