import { useTranslation } from 'react-i18next';

import { theme } from '@atrium/ui';

const c = theme.color;

/** Heights of the preview's revenue bars, as shares of the plot's height. */
const bars = [0.45, 0.62, 0.38, 0.74, 0.56, 0.88, 0.67, 0.95];
/** Widths of the preview's order lines, as shares of the row. */
const orderLines = [0.72, 0.58, 0.8];

/**
 * A drawing of the dashboard in the theme's colours (so it follows light, dark and the primary
 * colour): the hero's picture costs no request and no chart library.
 */
export function AppPreview() {
  const { t } = useTranslation('front-pages');
  const cards = ['sales', 'orders', 'customers'] as const;
  return (
    <svg
      viewBox="0 0 640 400"
      role="img"
      aria-label={t('hero.previewLabel')}
      width="100%"
      preserveAspectRatio="xMidYMid meet"
    >
      <rect width="640" height="400" rx="16" fill={c.paper} stroke={c.border} />
      <rect width="120" height="400" rx="16" fill={c.subtle} />
      <rect x="20" y="24" width="28" height="28" rx="7" fill={c.primary.main} />
      {[80, 112, 144, 176, 208].map((y, i) => (
        <rect
          key={y}
          x="20"
          y={y}
          width={i === 0 ? 80 : 64}
          height="12"
          rx="6"
          fill={i === 0 ? c.primary.tonal : c.divider}
        />
      ))}
      {cards.map((card, i) => (
        <g key={card} transform={`translate(${144 + i * 160} 24)`}>
          <rect width="144" height="84" rx="10" fill={c.background} stroke={c.divider} />
          <text x="14" y="28" fontSize="12" fill={c.text.secondary}>
            {t(`preview.${card}`)}
          </text>
          <rect x="14" y="44" width={[76, 56, 64][i]} height="16" rx="4" fill={c.text.primary} />
          <rect x="100" y="46" width="30" height="12" rx="6" fill={c.success.tonal} />
        </g>
      ))}
      <g transform="translate(144 124)">
        <rect width="304" height="252" rx="10" fill={c.background} stroke={c.divider} />
        <text x="16" y="30" fontSize="13" fill={c.text.primary} fontWeight="600">
          {t('preview.revenue')}
        </text>
        {bars.map((share, i) => (
          <rect
            key={i}
            x={24 + i * 34}
            y={228 - share * 170}
            width="20"
            height={share * 170}
            rx="4"
            fill={i === bars.length - 1 ? c.primary.main : c.primary.tonal}
          />
        ))}
      </g>
      <g transform="translate(464 124)">
        <rect width="160" height="252" rx="10" fill={c.background} stroke={c.divider} />
        <text x="14" y="30" fontSize="13" fill={c.text.primary} fontWeight="600">
          {t('preview.latest')}
        </text>
        {orderLines.flatMap((share, i) => [
          <circle key={`a${i}`} cx="30" cy={70 + i * 60} r="14" fill={c.info.tonal} />,
          <rect
            key={`n${i}`}
            x="52"
            y={62 + i * 60}
            width={share * 94}
            height="8"
            rx="4"
            fill={c.text.secondary}
          />,
          <rect
            key={`s${i}`}
            x="52"
            y={76 + i * 60}
            width="40"
            height="8"
            rx="4"
            fill={i === 1 ? c.warning.tonal : c.success.tonal}
          />,
        ])}
      </g>
    </svg>
  );
}
