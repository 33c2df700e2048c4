import {
  Children,
  forwardRef,
  isValidElement,
  type HTMLAttributes,
  type LiHTMLAttributes,
  type ReactNode,
} from 'react';

import type { ColorName } from '../theme/tokens.ts';
import {
  TimelineContent,
  TimelineDot,
  TimelineItemRoot,
  TimelineOpposite,
  TimelineRoot,
  TimelineSeparator,
  TimelineTitle,
} from './timeline.styles.ts';

export interface TimelineItemProps extends Omit<LiHTMLAttributes<HTMLLIElement>, 'title'> {
  /** The event ("Order shipped"). */
  title?: ReactNode;
  /** On the other side of the line, usually the time ("10:42"). */
  opposite?: ReactNode;
  /** Theme colour of the dot. */
  color?: ColorName;
  /** Dot drawn solid or as a ring. */
  variant?: 'filled' | 'outlined';
  /** An icon in a larger tinted dot; decorative. */
  icon?: ReactNode;
}

const TimelineItem = forwardRef<HTMLLIElement, TimelineItemProps>(function TimelineItem(
  { title, opposite, color = 'primary', variant = 'filled', icon, children, ...rest },
  ref,
) {
  return (
    <TimelineItemRoot ref={ref} {...rest}>
      {opposite && <TimelineOpposite data-part="opposite">{opposite}</TimelineOpposite>}
      <TimelineSeparator aria-hidden>
        <TimelineDot data-color={color} data-variant={variant} data-icon={icon ? '' : undefined}>
          {icon}
        </TimelineDot>
      </TimelineSeparator>
      <TimelineContent data-part="content">
        {title && <TimelineTitle>{title}</TimelineTitle>}
        {children}
      </TimelineContent>
    </TimelineItemRoot>
  );
});

export interface TimelineProps extends HTMLAttributes<HTMLOListElement> {
  /** Content after the line (`end`, the default), before it (`start`), or both sides in turn. */
  position?: 'start' | 'end' | 'alternate';
  /** `Timeline.Item` elements, oldest or newest first as the story needs. */
  children?: ReactNode;
}

const TimelineBase = forwardRef<HTMLOListElement, TimelineProps>(function Timeline(
  { position = 'end', children, ...rest },
  ref,
) {
  // Opposite content needs its column on every row, so the list checks its items once.
  const hasOpposite = Children.toArray(children).some(
    (child) => isValidElement<TimelineItemProps>(child) && child.props.opposite !== undefined,
  );
  return (
    <TimelineRoot
      ref={ref}
      data-position={position}
      data-has-opposite={hasOpposite || undefined}
      {...rest}
    >
      {children}
    </TimelineRoot>
  );
});

/** Events along a vertical line, with dots in theme colours; mirrors in right-to-left pages. */
export const Timeline = Object.assign(TimelineBase, { Item: TimelineItem });
