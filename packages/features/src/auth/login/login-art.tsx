/**
 * The login's v2 picture: a sign-in card with its key. Drawn in the theme's colours (custom
 * properties), so it follows light, dark and the chosen primary colour.
 */
export function LoginArt() {
  return (
    <svg viewBox="0 0 400 320" role="presentation" focusable="false">
      <ellipse cx="200" cy="294" rx="160" ry="14" fill="var(--at-color-divider)" />
      <rect
        x="60"
        y="40"
        width="230"
        height="230"
        rx="18"
        fill="var(--at-color-paper)"
        stroke="var(--at-color-border)"
        strokeWidth="3"
      />
      <circle cx="175" cy="100" r="30" fill="var(--at-color-primary)" fillOpacity="0.16" />
      <circle cx="175" cy="92" r="11" fill="var(--at-color-primary-solid)" />
      <path d="M155 118 c4 -14 36 -14 40 0" fill="var(--at-color-primary-solid)" />
      <rect
        x="90"
        y="150"
        width="170"
        height="26"
        rx="6"
        fill="var(--at-color-subtle)"
        stroke="var(--at-color-border)"
        strokeWidth="2"
      />
      <rect
        x="90"
        y="188"
        width="170"
        height="26"
        rx="6"
        fill="var(--at-color-subtle)"
        stroke="var(--at-color-border)"
        strokeWidth="2"
      />
      <rect x="102" y="160" width="80" height="6" rx="3" fill="var(--at-color-text-disabled)" />
      {[0, 1, 2, 3, 4].map((i) => (
        <circle key={i} cx={108 + i * 14} cy="201" r="4" fill="var(--at-color-text-disabled)" />
      ))}
      <rect x="90" y="226" width="170" height="26" rx="6" fill="var(--at-color-primary-solid)" />
      <rect x="150" y="237" width="50" height="4" rx="2" fill="var(--at-color-primary-contrast)" />
      <circle cx="318" cy="128" r="30" fill="var(--at-color-primary-solid)" />
      <circle cx="318" cy="128" r="11" fill="var(--at-color-paper)" />
      <path
        d="M318 158 v70 M318 196 h16 M318 214 h12"
        stroke="var(--at-color-primary-solid)"
        strokeWidth="10"
        strokeLinecap="round"
      />
      <circle cx="46" cy="76" r="9" fill="var(--at-color-text-disabled)" />
      <circle cx="352" cy="262" r="7" fill="var(--at-color-text-disabled)" />
    </svg>
  );
}
