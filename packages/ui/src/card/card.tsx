import { forwardRef, type HTMLAttributes, type ImgHTMLAttributes, type ReactNode } from 'react';

import { Typography } from '../typography/typography.tsx';
import {
  CardActions as StyledActions,
  CardContent as StyledContent,
  CardHeaderAction,
  CardHeaderRoot,
  CardHeaderText,
  CardMedia as StyledMedia,
  CardRoot,
} from './card.styles.ts';

export interface CardProps extends HTMLAttributes<HTMLDivElement> {
  /** `elevated` follows the skin (shadow, or border in the bordered skin); `outlined` always draws a border. */
  variant?: 'elevated' | 'outlined';
  /** Render as a landmark-free `section` labelled by its header, or any element. */
  as?: 'div' | 'section' | 'article' | 'li';
  /** Fill the height of its grid cell, so cards side by side line up at the bottom. */
  fullHeight?: boolean;
  /**
   * Lay out and paint the card on its own (CSS containment): for one of many repeated cards (a
   * long editor's lines), so a change inside one does not make the browser redo the page.
   */
  contained?: boolean;
}

const CardBase = forwardRef<HTMLDivElement, CardProps>(function Card(
  { variant = 'elevated', as = 'div', fullHeight = false, contained = false, ...rest },
  ref,
) {
  return (
    <CardRoot
      ref={ref}
      as={as}
      data-variant={variant}
      data-full-height={fullHeight || undefined}
      data-contained={contained || undefined}
      {...rest}
    />
  );
});

export interface CardHeaderProps extends Omit<HTMLAttributes<HTMLDivElement>, 'title'> {
  /** Heading of the card. */
  title: ReactNode;
  /** A line under the title. */
  subtitle?: ReactNode;
  /** Controls at the end of the header, such as a menu button. */
  action?: ReactNode;
  /** Heading level of the title, to keep the page outline right. */
  headingLevel?: 2 | 3 | 4 | 5 | 6;
  /** Id for the title, to label the card with `aria-labelledby`. */
  titleId?: string;
}

const CardHeader = forwardRef<HTMLDivElement, CardHeaderProps>(function CardHeader(
  { title, subtitle, action, headingLevel = 2, titleId, ...rest },
  ref,
) {
  return (
    <CardHeaderRoot ref={ref} {...rest}>
      <CardHeaderText>
        <Typography variant="h5" as={`h${headingLevel}`} id={titleId}>
          {title}
        </Typography>
        {subtitle && (
          <Typography variant="body2" color="secondary">
            {subtitle}
          </Typography>
        )}
      </CardHeaderText>
      {action && <CardHeaderAction>{action}</CardHeaderAction>}
    </CardHeaderRoot>
  );
});

export type CardMediaProps = ImgHTMLAttributes<HTMLImageElement> & {
  /** Describes the image; pass an empty string when it is decorative. */
  alt: string;
};

const CardMedia = forwardRef<HTMLImageElement, CardMediaProps>(function CardMedia(props, ref) {
  return <StyledMedia ref={ref} {...props} />;
});

/**
 * A surface that groups related content. Parts are properties: `Card.Header`, `Card.Media`,
 * `Card.Content`, `Card.Actions`.
 */
export const Card = Object.assign(CardBase, {
  Header: CardHeader,
  Media: CardMedia,
  Content: StyledContent,
  Actions: StyledActions,
});
