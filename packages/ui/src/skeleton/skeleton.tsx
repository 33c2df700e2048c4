import { forwardRef, type CSSProperties, type HTMLAttributes } from 'react';
import { useTranslation } from 'react-i18next';

import { VisuallyHidden } from '../visually-hidden/visually-hidden.tsx';
import { SkeletonBlock, SkeletonGroupRoot, SkeletonLines } from './skeleton.styles.ts';

export type SkeletonVariant = 'text' | 'rect' | 'rounded' | 'circle';

export interface SkeletonProps extends HTMLAttributes<HTMLSpanElement> {
  /** Shape: a line of text, a rectangle, a rounded rectangle or a circle (avatars). */
  variant?: SkeletonVariant;
  /** Inline size: a CSS length or a number of pixels. Text fills its container by default. */
  width?: number | string;
  /** Block size: a CSS length or a number of pixels. Text takes its line height. */
  height?: number | string;
  /** Space above and below in pixels, over the text variant's own (0 to sit flush in a column). */
  marginBlock?: number;
  /** Number of text lines; the last one is shorter, like a paragraph. */
  lines?: number;
  /** Shine moving across (`wave`), fading (`pulse`) or still (`false`); motion settings still it. */
  animation?: 'wave' | 'pulse' | false;
}

const length = (v: number | string | undefined) => (typeof v === 'number' ? `${v}px` : v);

/**
 * A placeholder shaped like content that is still loading. Hidden from assistive technology:
 * wrap skeletons in `Skeleton.Group`, which announces one "Loading" status for all of them.
 */
const SkeletonBase = forwardRef<HTMLSpanElement, SkeletonProps>(function Skeleton(
  { variant = 'text', width, height, marginBlock, lines = 1, animation = 'wave', style, ...rest },
  ref,
) {
  const size: CSSProperties = {
    inlineSize: length(width),
    blockSize: length(height ?? (variant === 'circle' ? width : undefined)),
    marginBlock: length(marginBlock),
    ...style,
  };
  const block = (key?: number) => (
    <SkeletonBlock
      key={key}
      data-variant={variant}
      data-animation={animation || undefined}
      style={key === undefined ? size : undefined}
    />
  );
  if (variant === 'text' && lines > 1) {
    return (
      <SkeletonLines
        ref={ref}
        aria-hidden
        data-skeleton
        style={{ inlineSize: length(width), ...style }}
        {...rest}
      >
        {Array.from({ length: lines }, (_, i) => block(i))}
      </SkeletonLines>
    );
  }
  return (
    <SkeletonBlock
      ref={ref}
      aria-hidden
      data-skeleton
      data-variant={variant}
      data-animation={animation || undefined}
      style={size}
      {...rest}
    />
  );
});

export interface SkeletonGroupProps extends HTMLAttributes<HTMLDivElement> {
  /** What is loading, read once by screen readers; defaults to a translated "Loading…". */
  label?: string;
}

/** Container for skeletons: a busy status with one spoken "Loading" for the whole group. */
const SkeletonGroup = forwardRef<HTMLDivElement, SkeletonGroupProps>(function SkeletonGroup(
  { label, children, ...rest },
  ref,
) {
  const { t } = useTranslation('ui');
  return (
    <SkeletonGroupRoot ref={ref} role="status" aria-busy="true" {...rest}>
      <VisuallyHidden>{label ?? t('skeleton.loading')}</VisuallyHidden>
      {children}
    </SkeletonGroupRoot>
  );
});

/** Loading placeholders; `Skeleton.Group` wraps and announces them. */
export const Skeleton = Object.assign(SkeletonBase, { Group: SkeletonGroup });
