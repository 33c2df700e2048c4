import { forwardRef, type HTMLAttributes } from 'react';

import type { ColorName } from '../theme/tokens.ts';
import { ShareBarRoot, ShareBarSegment } from './share-bar.styles.ts';

export interface ShareBarPart {
  /** Stable key of the part. */
  id: string;
  /** Its share of the whole, 0 to 1. */
  share: number;
  /** Text written in the part when it is wide enough (its share, formatted). */
  text: string;
  color: ColorName;
}

export interface ShareBarProps extends HTMLAttributes<HTMLDivElement> {
  /** The parts, in reading order; parts with no share are left out. */
  parts: readonly ShareBarPart[];
  /** What the bar shows, in words, for screen readers (the parts are drawn, not read). */
  label: string;
  /** Parts narrower than this share keep their colour but drop their text. */
  textFrom?: number;
}

/**
 * A whole split into coloured parts side by side, each as wide as its share: a fleet by state,
 * orders by channel. It is one picture named by `label`; the figures belong in text beside it.
 */
export const ShareBar = forwardRef<HTMLDivElement, ShareBarProps>(function ShareBar(
  { parts, label, textFrom = 0.12, ...rest },
  ref,
) {
  return (
    <ShareBarRoot ref={ref} role="img" aria-label={label} {...rest}>
      {parts
        .filter((part) => part.share > 0)
        .map((part) => (
          <ShareBarSegment
            key={part.id}
            data-color={part.color}
            data-part={part.id}
            style={{ flexGrow: part.share, flexBasis: 0 }}
          >
            {part.share >= textFrom ? part.text : null}
          </ShareBarSegment>
        ))}
    </ShareBarRoot>
  );
});
