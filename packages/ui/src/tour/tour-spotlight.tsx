import { Portal } from '../portal/portal.tsx';
import { SpotlightRing, SpotlightSvg } from './tour.styles.ts';
import type { SpotRect } from './use-target-rect.ts';

const radius = 8;

function roundedRect({ x, y, width: w, height: h }: SpotRect): string {
  const r = Math.min(radius, w / 2, h / 2);
  return [
    `M${x + r} ${y}H${x + w - r}A${r} ${r} 0 0 1 ${x + w} ${y + r}`,
    `V${y + h - r}A${r} ${r} 0 0 1 ${x + w - r} ${y + h}`,
    `H${x + r}A${r} ${r} 0 0 1 ${x} ${y + h - r}`,
    `V${y + r}A${r} ${r} 0 0 1 ${x + r} ${y}Z`,
  ].join('');
}

export interface TourSpotlightProps {
  /** The hole to leave in the dimmed page; none dims everything. */
  rect: SpotRect | null;
}

/**
 * The dimmed page with a cut-out around the target: one even-odd path (a huge rectangle minus
 * the rounded hole) in the theme's overlay colour. SVG coordinates are the viewport's, so the
 * same drawing is right in both writing directions.
 */
export function TourSpotlight({ rect }: TourSpotlightProps) {
  return (
    <Portal>
      <SpotlightSvg aria-hidden="true" data-testid="tour-spotlight">
        <path fillRule="evenodd" d={`M0 0H100000V100000H0Z${rect ? roundedRect(rect) : ''}`} />
        {rect && (
          <SpotlightRing
            x={rect.x}
            y={rect.y}
            width={rect.width}
            height={rect.height}
            rx={Math.min(radius, rect.width / 2, rect.height / 2)}
          />
        )}
      </SpotlightSvg>
    </Portal>
  );
}
