/**
 * The v2 look's picture: a phone receiving the code, and the shield it unlocks. Drawn in the
 * theme's colours (custom properties), so it follows light, dark and the chosen primary colour.
 */
export function TwoStepsArt() {
  const dots = [0, 1, 2, 3, 4, 5];
  return (
    <svg viewBox="0 0 400 320" role="presentation" focusable="false">
      <ellipse cx="200" cy="292" rx="150" ry="14" fill="var(--at-color-divider)" />
      <rect
        x="120"
        y="24"
        width="150"
        height="262"
        rx="22"
        fill="var(--at-color-paper)"
        stroke="var(--at-color-border)"
        strokeWidth="3"
      />
      <rect x="134" y="52" width="122" height="206" rx="8" fill="var(--at-color-subtle)" />
      <rect x="176" y="36" width="38" height="6" rx="3" fill="var(--at-color-divider)" />
      <rect
        x="146"
        y="74"
        width="98"
        height="46"
        rx="10"
        fill="var(--at-color-primary)"
        fillOpacity="0.16"
      />
      <rect x="156" y="86" width="56" height="8" rx="4" fill="var(--at-color-primary-solid)" />
      <rect x="156" y="100" width="78" height="8" rx="4" fill="var(--at-color-text-disabled)" />
      {dots.map((i) => (
        <rect
          key={i}
          x={146 + i * 17}
          y="140"
          width="13"
          height="18"
          rx="4"
          fill="var(--at-color-paper)"
          stroke="var(--at-color-primary)"
          strokeWidth="2"
        />
      ))}
      <rect x="146" y="176" width="98" height="24" rx="6" fill="var(--at-color-primary-solid)" />
      <rect x="170" y="186" width="50" height="4" rx="2" fill="var(--at-color-primary-contrast)" />
      <path
        d="M300 118 l44 16 v34 c0 30 -20 50 -44 60 c-24 -10 -44 -30 -44 -60 v-34 z"
        fill="var(--at-color-primary-solid)"
      />
      <path
        d="M282 170 l14 14 l26 -30"
        fill="none"
        stroke="var(--at-color-primary-contrast)"
        strokeWidth="8"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
      <circle cx="84" cy="96" r="26" fill="var(--at-color-primary)" fillOpacity="0.16" />
      <path
        d="M72 96 h24 M84 84 v24"
        stroke="var(--at-color-primary-solid)"
        strokeWidth="5"
        strokeLinecap="round"
      />
      <circle cx="70" cy="214" r="10" fill="var(--at-color-text-disabled)" />
      <circle cx="342" cy="62" r="8" fill="var(--at-color-text-disabled)" />
    </svg>
  );
}
