import type { ReactNode } from 'react';

/**
 * The v2 pictures of the recovery pages, drawn in the theme's colours (CSS variables, so a mode,
 * skin or primary colour change repaints them); AuthLayout mirrors them in right-to-left pages.
 */
function Art({ children }: { children: ReactNode }) {
  return (
    <svg viewBox="0 0 400 320" width="100%" role="presentation" focusable="false">
      <circle cx="200" cy="165" r="130" fill="var(--at-color-primary-tonal)" />
      <circle cx="330" cy="70" r="18" fill="var(--at-color-info-tonal)" />
      <circle cx="70" cy="250" r="12" fill="var(--at-color-warning-tonal)" />
      <rect x="60" y="278" width="280" height="8" rx="4" fill="var(--at-color-divider)" />
      {children}
    </svg>
  );
}

/** A stroke in a theme colour (`primary-solid`), with rounded ends and corners. */
function Line({ d, color, width }: { d: string; color: string; width: number }) {
  return (
    <path
      d={d}
      fill="none"
      stroke={`var(--at-color-${color})`}
      strokeWidth={width}
      strokeLinecap="round"
      strokeLinejoin="round"
    />
  );
}

/** A padlock and its key: forgot password. */
export function ForgotPasswordArt() {
  return (
    <Art>
      <Line d="M150 135v-30a50 50 0 0 1 100 0v30" color="secondary" width={16} />
      <rect x="125" y="130" width="150" height="130" rx="18" fill="var(--at-color-primary-solid)" />
      <circle cx="200" cy="185" r="16" fill="var(--at-color-primary-contrast)" />
      <rect x="193" y="190" width="14" height="38" rx="7" fill="var(--at-color-primary-contrast)" />
      <circle
        cx="300"
        cy="215"
        r="24"
        fill="none"
        stroke="var(--at-color-warning)"
        strokeWidth="10"
      />
      <Line d="M283 232l-46 46m12-12l12 12m2-24l12 12" color="warning" width={10} />
    </Art>
  );
}

/** A shield over the password dots: set a new password. */
export function ResetPasswordArt() {
  return (
    <Art>
      <rect x="90" y="180" width="220" height="70" rx="16" fill="var(--at-color-paper)" />
      {[130, 170, 210, 250].map((cx) => (
        <circle key={cx} cx={cx} cy="215" r="10" fill="var(--at-color-text-secondary)" />
      ))}
      <path
        d="M200 55l75 28v45c0 45-32 75-75 90-43-15-75-45-75-90V83z"
        fill="var(--at-color-primary-solid)"
      />
      <Line d="M170 135l22 22 40-44" color="primary-contrast" width={14} />
    </Art>
  );
}

/** An envelope and a check: verify the email address. */
export function VerifyEmailArt() {
  return (
    <Art>
      <rect x="95" y="105" width="210" height="145" rx="14" fill="var(--at-color-paper)" />
      <Line d="M95 120l105 75 105-75" color="primary-solid" width={12} />
      <circle cx="295" cy="110" r="34" fill="var(--at-color-success-solid)" />
      <Line d="M280 110l10 10 20-22" color="success-contrast" width={9} />
    </Art>
  );
}
