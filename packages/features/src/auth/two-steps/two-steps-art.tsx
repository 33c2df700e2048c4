import { AuthArt, Bars, Disc, Panel, Shape, Stroke } from '../auth-art.tsx';

/** The v2 look's picture: a phone receiving the code, and the shield it unlocks. */
export function TwoStepsArt() {
  return (
    <AuthArt
      button={[146, 176, 98]}
      dots={[
        [70, 214, 10],
        [342, 62, 8],
      ]}
    >
      <Panel box={[120, 24, 150, 262, 22]} />
      <Bars
        bars={[
          [134, 52, 122, 206, 'subtle'],
          [176, 36, 38, 6, 'divider'],
          [146, 74, 98, 46, 'tint'],
          [156, 86, 56, 8, 'primary'],
          [156, 100, 78, 8, 'muted'],
        ]}
      />
      {[0, 1, 2, 3, 4, 5].map((i) => (
        <Panel key={i} box={[146 + i * 17, 140, 13, 18, 4]} stroke="primary" />
      ))}
      <Shape
        d="M300 118 l44 16 v34 c0 30 -20 50 -44 60 c-24 -10 -44 -30 -44 -60 v-34 z"
        colour="primary"
      />
      <Stroke d="M282 170 l14 14 l26 -30" colour="onPrimary" width={8} />
      <Disc at={[84, 96, 26]} colour="tint" />
      <Stroke d="M72 96 h24 M84 84 v24" colour="primary" width={5} />
    </AuthArt>
  );
}
