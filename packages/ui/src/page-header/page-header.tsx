import { forwardRef, type HTMLAttributes, type ReactNode } from 'react';

import { Typography } from '../typography/typography.tsx';
import { Actions, Heading, Root } from './page-header.styles.ts';

export interface PageHeaderProps extends Omit<HTMLAttributes<HTMLElement>, 'title'> {
  /** The page's name: its one `h1`. */
  title: ReactNode;
  /** A line under the title saying what the page is for. */
  description?: ReactNode;
  /** A trail above the title (a `Breadcrumbs`). */
  breadcrumbs?: ReactNode;
  /** Buttons for the page as a whole (Add product, Export); they wrap below the title on phones. */
  actions?: ReactNode;
}

/** The top of a screen: breadcrumbs, the `h1`, a description and page actions, the same everywhere. */
export const PageHeader = forwardRef<HTMLElement, PageHeaderProps>(function PageHeader(
  { title, description, breadcrumbs, actions, ...rest },
  ref,
) {
  return (
    <Root ref={ref} {...rest}>
      <Heading>
        {breadcrumbs}
        <Typography variant="h4" as="h1">
          {title}
        </Typography>
        {description ? (
          <Typography variant="body2" color="secondary">
            {description}
          </Typography>
        ) : null}
      </Heading>
      {actions ? <Actions>{actions}</Actions> : null}
    </Root>
  );
});
