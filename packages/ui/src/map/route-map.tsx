import { IconFocusCentered, IconMinus, IconPlus } from '@tabler/icons-react';
import { forwardRef, useEffect, useEffectEvent, useMemo, type HTMLAttributes } from 'react';
import { useTranslation } from 'react-i18next';

import { usePlotSize } from '../chart/use-plot-size.ts';
import { IconButton } from '../icon-button/icon-button.tsx';
import { drawRoutes, fitRoutes, landPath, type MapRoute } from './route-geometry.ts';
import { Controls, Land, Marker, Markers, Root, Route, Surface } from './route-map.styles.ts';
import { MAX_ZOOM, MIN_ZOOM, shown, useMapView, viewTransform } from './use-map-view.ts';
import { useWorldShapes } from './world-shapes.ts';

export interface RouteMapSelectDetails {
  /** The chosen route's id. */
  id: string;
}

export interface RouteMapProps extends Omit<HTMLAttributes<HTMLDivElement>, 'onSelect'> {
  /** The routes, each with its vehicle somewhere along it. */
  routes: readonly MapRoute[];
  /** Names the map ("Fleet map"); the keys to use are added for assistive technology. */
  label: string;
  /** The highlighted route, shown in the middle of the view when it changes. */
  selectedId?: string | null;
  /** Called when a vehicle is clicked or chosen with Enter or Space. */
  onSelect?: (details: RouteMapSelectDetails) => void;
  /** Height of the map in px; the width follows the container. */
  height?: number;
}

/** The width drawn before the container is measured (and where it cannot be: jsdom). */
const UNMEASURED_WIDTH = 800;

/**
 * Vehicles on their routes over a world map drawn offline (d3-geo over Natural Earth's shapes,
 * which load with the first map). The view fits the routes; it zooms and pans with the wheel,
 * a drag, a pinch, the buttons or the keys, and centres on the selected vehicle. Each vehicle
 * is a button.
 */
export const RouteMap = forwardRef<HTMLDivElement, RouteMapProps>(function RouteMap(
  { routes, label, selectedId = null, onSelect, height = 420, ...rest },
  ref,
) {
  const { t } = useTranslation('ui');
  const [measure, measured] = usePlotSize();
  const width = measured?.width || UNMEASURED_WIDTH;
  const world = useWorldShapes();
  const projection = useMemo(() => fitRoutes(routes, width, height), [routes, width, height]);
  const drawn = useMemo(() => drawRoutes(routes, projection), [routes, projection]);
  const land = useMemo(
    () =>
      world
        ? (landPath(projection)({ type: 'FeatureCollection', features: [...world] }) ?? '')
        : '',
    [world, projection],
  );
  const map = useMapView(width, height);
  const { view, centreOn } = map;

  // The selected vehicle comes to the middle when the selection or the map's size changes.
  const centreSelected = useEffectEvent(() => {
    const vehicle = drawn.find((r) => r.id === selectedId)?.vehicle;
    if (vehicle) centreOn(vehicle);
  });
  useEffect(() => centreSelected(), [selectedId, width, height]);

  // The selected route is drawn last, over the others.
  const ordered = [...drawn].sort(
    (a, b) => Number(a.id === selectedId) - Number(b.id === selectedId),
  );
  return (
    <Root ref={ref} {...rest}>
      <Surface
        ref={measure}
        role="group"
        tabIndex={0}
        aria-label={t('map.label', { label })}
        onKeyDown={map.onKeyDown}
        style={{ height }}
      >
        <svg ref={map.surface} width={width} height={height} aria-hidden {...map.surfaceHandlers}>
          <g transform={viewTransform(view)} data-map-view>
            <Land d={land} />
            {ordered.map((route) => (
              <Route key={route.id} data-selected={route.id === selectedId ? '' : undefined}>
                <path d={route.done} data-part="done" />
                <path d={route.ahead} data-part="ahead" />
                <circle cx={route.start[0]} cy={route.start[1]} r={3} />
                <circle cx={route.end[0]} cy={route.end[1]} r={3} />
              </Route>
            ))}
          </g>
        </svg>
        <Markers>
          {/* In the routes' order, never moved: moving a focused button would drop its focus. */}
          {drawn.map((route) => {
            const [x, y] = shown(view, route.vehicle);
            const source = routes.find((r) => r.id === route.id);
            return (
              <Marker
                key={route.id}
                type="button"
                aria-pressed={route.id === selectedId}
                aria-label={t('map.progress', {
                  label: source?.label ?? route.id,
                  progress: Math.round(source?.progress ?? 0),
                })}
                data-route-id={route.id}
                style={{ transform: `translate(${x.toFixed(1)}px, ${y.toFixed(1)}px)` }}
                onClick={() => onSelect?.({ id: route.id })}
              />
            );
          })}
        </Markers>
      </Surface>
      <Controls role="group" aria-label={t('map.controls')}>
        <IconButton
          label={t('map.zoomIn')}
          size="sm"
          onClick={map.zoomIn}
          disabled={view.k >= MAX_ZOOM}
        >
          <IconPlus aria-hidden />
        </IconButton>
        <IconButton
          label={t('map.zoomOut')}
          size="sm"
          onClick={map.zoomOut}
          disabled={view.k <= MIN_ZOOM}
        >
          <IconMinus aria-hidden />
        </IconButton>
        <IconButton label={t('map.reset')} size="sm" onClick={map.reset}>
          <IconFocusCentered aria-hidden />
        </IconButton>
      </Controls>
    </Root>
  );
});
