import type { Decorator } from '@storybook/react-vite';
import { Fragment, type CSSProperties, type Key, type ReactNode } from 'react';

/** A story decorator that puts the story in a plain frame (room for an overlay, a fixed width). */
export function frame(style: CSSProperties): Decorator {
  return function FrameDecorator(Story) {
    return (
      <div style={style}>
        <Story />
      </div>
    );
  };
}

/**
 * Modal stories fill the viewport so the centred dialog lands inside the visual snapshot.
 */
export const modalFrame = frame({ minInlineSize: 960, minBlockSize: 720 });

/** A wrapping row of examples, centred on the cross axis. */
export function StoryRow({ gap = 16, children }: { gap?: number; children: ReactNode }) {
  return (
    <div style={{ display: 'flex', flexWrap: 'wrap', gap, alignItems: 'center' }}>{children}</div>
  );
}

/** A row with one example per value (a size, a colour, a side...). */
export function RowOf<T extends Key>({
  values,
  gap,
  render,
}: {
  values: readonly T[];
  gap?: number;
  render: (value: T, index: number) => ReactNode;
}) {
  return (
    <StoryRow gap={gap}>
      {values.map((value, index) => (
        <Fragment key={value}>{render(value, index)}</Fragment>
      ))}
    </StoryRow>
  );
}
