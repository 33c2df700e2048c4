import { AuthArt, Bars, Disc, Panel, Shape, Stroke } from '../auth-art.tsx';

/** The login's v2 picture: a sign-in card with its key. */
export function LoginArt() {
  return (
    <AuthArt
      button={[90, 226, 170]}
      dots={[
        [46, 76, 9],
        [352, 262, 7],
      ]}
    >
      <Panel box={[60, 40, 230, 230, 18]} />
      <Disc at={[175, 100, 30]} colour="tint" />
      <Disc at={[175, 92, 11]} colour="primary" />
      <Shape d="M155 118 c4 -14 36 -14 40 0" colour="primary" />
      <Panel box={[90, 150, 170, 26, 6]} fill="subtle" />
      <Panel box={[90, 188, 170, 26, 6]} fill="subtle" />
      <Bars bars={[[102, 160, 80, 6, 'muted']]} />
      {[0, 1, 2, 3, 4].map((i) => (
        <Disc key={i} at={[108 + i * 14, 201, 4]} colour="muted" />
      ))}
      <Disc at={[318, 128, 30]} colour="primary" />
      <Disc at={[318, 128, 11]} colour="paper" />
      <Stroke d="M318 158 v70 M318 196 h16 M318 214 h12" colour="primary" width={10} />
    </AuthArt>
  );
}
