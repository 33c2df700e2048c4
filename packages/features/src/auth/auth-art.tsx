import type { ReactNode } from 'react';

/**
 * The colours of the auth pictures: the theme's custom properties, so a picture follows light,
 * dark and the chosen primary colour.
 */
const ink = {
  paper: 'var(--at-color-paper)',
  subtle: 'var(--at-color-subtle)',
  border: 'var(--at-color-border)',
  divider: 'var(--at-color-divider)',
  muted: 'var(--at-color-text-disabled)',
  primary: 'var(--at-color-primary-solid)',
  /** The primary colour, lightly: drawn at 16 % opacity. */
  tint: 'var(--at-color-primary)',
  onPrimary: 'var(--at-color-primary-contrast)',
} as const;
export type Ink = keyof typeof ink;

/** A rounded bar: x, y, width, height and colour, rounded like a pill up to 10 px. */
export type Bar = readonly [number, number, number, number, Ink];

export function Bars({ bars }: { bars: readonly Bar[] }) {
  return bars.map(([x, y, width, height, colour]) => (
    <rect
      key={`${x},${y}`}
      {...{ x, y, width, height }}
      rx={Math.min(height / 2, 10)}
      fill={ink[colour]}
      fillOpacity={colour === 'tint' ? 0.16 : undefined}
    />
  ));
}

/** An outlined box (a card, a phone, a field): x, y, width, height, corner radius. */
export function Panel({
  box: [x, y, width, height, radius],
  fill = 'paper',
  stroke = 'border',
}: {
  box: readonly [number, number, number, number, number];
  fill?: Ink;
  stroke?: Ink;
}) {
  return (
    <rect
      {...{ x, y, width, height }}
      rx={radius}
      fill={ink[fill]}
      stroke={ink[stroke]}
      strokeWidth={height > 60 ? 3 : 2}
    />
  );
}

/** A circle: centre, radius, colour. */
export function Disc({
  at: [cx, cy, r],
  colour,
}: {
  at: readonly [number, number, number];
  colour: Ink;
}) {
  return (
    <circle
      cx={cx}
      cy={cy}
      r={r}
      fill={ink[colour]}
      fillOpacity={colour === 'tint' ? 0.16 : undefined}
    />
  );
}

/** A drawn line in a colour (a check mark, a key's bit). */
export function Stroke({ d, colour, width }: { d: string; colour: Ink; width: number }) {
  return (
    <path
      d={d}
      fill="none"
      stroke={ink[colour]}
      strokeWidth={width}
      strokeLinecap="round"
      strokeLinejoin="round"
    />
  );
}

/** A filled shape (a shield, a head and shoulders). */
export function Shape({ d, colour }: { d: string; colour: Ink }) {
  return <path d={d} fill={ink[colour]} />;
}

/**
 * The frame of an auth picture: its box, the shadow it stands on, a primary button as the forms
 * have one (x, y, width), and the floating dots (x, y, r) around it.
 */
export function AuthArt({
  children,
  button: [bx, by, bw],
  dots,
}: {
  children: ReactNode;
  button: readonly [number, number, number];
  dots: readonly (readonly [number, number, number])[];
}) {
  return (
    <svg viewBox="0 0 400 320" role="presentation" focusable="false">
      <ellipse cx="200" cy="293" rx="155" ry="14" fill={ink.divider} />
      {children}
      <Bars
        bars={[
          [bx, by, bw, 26, 'primary'],
          [bx + bw / 2 - 25, by + 11, 50, 4, 'onPrimary'],
        ]}
      />
      {dots.map((dot) => (
        <Disc key={dot.join(',')} at={dot} colour="muted" />
      ))}
    </svg>
  );
}
