import { Box, Card, Stack, Typography } from '@atrium/ui';

import { ListSearch } from '../../shared/list-search.tsx';
import type { UrlSearch } from './use-url-search.ts';

export interface SearchHeroProps {
  /** The page's `h1`. */
  title: string;
  subtitle: string;
  searchLabel: string;
  placeholder: string;
  search: UrlSearch;
}

/** The top of the FAQ and the help center: the page's title and its search, as typed. */
export function SearchHero({ title, subtitle, searchLabel, placeholder, search }: SearchHeroProps) {
  return (
    <Card variant="outlined">
      <Card.Content>
        <Stack gap={4} align="center" paddingBlockStart={4} paddingBlockEnd={4}>
          <Typography variant="h4" as="h1" align="center" color="brand">
            {title}
          </Typography>
          <Typography color="secondary" align="center">
            {subtitle}
          </Typography>
          <Box maxInlineSize={560} inlineSize="100%">
            <ListSearch
              value={search.fromUrl}
              onSearch={search.onSearch}
              onType={search.onType}
              label={searchLabel}
              placeholder={placeholder}
              trim
              clearable
              data-testid="page-search"
            />
          </Box>
        </Stack>
      </Card.Content>
    </Card>
  );
}
