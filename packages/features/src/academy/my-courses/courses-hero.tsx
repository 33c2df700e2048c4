import { useTranslation } from 'react-i18next';

import { Card, Stack, Typography } from '@atrium/ui';

import { ListSearch } from '../../shared/list-search.tsx';
import type { ListPage } from '../../shared/use-list-page.ts';

export interface CoursesHeroProps {
  /** `useListPage`'s `search`. */
  search: ListPage<object, unknown>['search'];
}

/** The page's banner: its heading, a line about the courses and the search over them. */
export function CoursesHero({ search }: CoursesHeroProps) {
  const { t } = useTranslation('academy');
  return (
    <Card>
      <Card.Content>
        <Stack gap={4} align="center">
          <Typography variant="h4" as="h1" align="center">
            {t('myCourses.heroTitle')}
          </Typography>
          <Typography color="secondary" align="center">
            {t('myCourses.heroText')}
          </Typography>
          <ListSearch
            {...search}
            label={t('myCourses.search.label')}
            placeholder={t('myCourses.search.placeholder')}
            width="fixed"
            clearable
            data-testid="course-search"
          />
        </Stack>
      </Card.Content>
    </Card>
  );
}
