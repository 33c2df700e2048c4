/**
 * v2's picture: a new account's card taking shape beside a growing plant, drawn in the theme's
 * colours (CSS variables), so it follows light, dark and the primary colour. AuthLayout hides
 * it from assistive technology and mirrors it in right-to-left pages.
 */
export function RegisterIllustration() {
  return (
    <svg viewBox="0 0 480 400" role="presentation" focusable="false">
      <ellipse cx="240" cy="360" rx="200" ry="18" fill="var(--at-color-divider)" />
      <rect
        x="96"
        y="56"
        width="248"
        height="288"
        rx="20"
        fill="var(--at-color-paper)"
        stroke="var(--at-color-border)"
        strokeWidth="2"
      />
      <circle cx="220" cy="116" r="30" fill="var(--at-color-primary-tonal)" />
      <circle cx="220" cy="108" r="11" fill="var(--at-color-primary)" />
      <path d="M198 132c5-11 13-15 22-15s17 4 22 15" fill="var(--at-color-primary)" />
      <circle cx="244" cy="138" r="11" fill="var(--at-color-success)" />
      <path
        d="M239 138l4 4 7-8"
        fill="none"
        stroke="var(--at-color-success-contrast)"
        strokeWidth="3"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
      {[172, 212, 252].map((y) => (
        <g key={y}>
          <rect x="128" y={y} width="72" height="8" rx="4" fill="var(--at-color-text-disabled)" />
          <rect
            x="128"
            y={y + 14}
            width="184"
            height="16"
            rx="6"
            fill="none"
            stroke="var(--at-color-divider)"
            strokeWidth="2"
          />
        </g>
      ))}
      <rect x="128" y="300" width="184" height="24" rx="8" fill="var(--at-color-primary-solid)" />
      <rect x="190" y="309" width="60" height="6" rx="3" fill="var(--at-color-primary-contrast)" />
      <path
        d="M396 352c0-46 4-86 12-120"
        fill="none"
        stroke="var(--at-color-success)"
        strokeWidth="4"
      />
      <path d="M400 290c-22-4-34-18-36-40 20 2 34 14 36 40z" fill="var(--at-color-success)" />
      <path d="M404 262c18-8 26-24 24-44-18 8-26 22-24 44z" fill="var(--at-color-success-tonal)" />
      <rect x="376" y="336" width="44" height="24" rx="6" fill="var(--at-color-warning)" />
      <circle cx="64" cy="96" r="10" fill="var(--at-color-warning-tonal)" />
      <circle cx="408" cy="88" r="16" fill="var(--at-color-info-tonal)" />
      <path d="M52 300l12-12 12 12-12 12z" fill="var(--at-color-primary-tonal)" />
    </svg>
  );
}
