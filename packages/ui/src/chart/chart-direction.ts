import { useDirection } from '../i18n/use-direction.ts';

export interface ChartMargin {
  top: number;
  right: number;
  bottom: number;
  left: number;
}

export interface ChartMirror {
  rtl: boolean;
  /** The margins with left and right swapped in right-to-left (the value axis changes side). */
  margin: (margin: ChartMargin) => ChartMargin;
  /** The categories in reading order: in right-to-left the first stands on the right. */
  order: <T>(items: T[]) => T[];
}

/**
 * nivo draws for left-to-right only (its SVG text is laid out with `direction: ltr`, see Plot).
 * A right-to-left reader reads time and categories from the right and looks for the values'
 * scale on the right, so the charts with axes reverse their categories and swap the axis side.
 */
export function useChartMirror(): ChartMirror {
  const rtl = useDirection() === 'rtl';
  return {
    rtl,
    margin: (margin) => (rtl ? { ...margin, left: margin.right, right: margin.left } : margin),
    order: (items) => (rtl ? [...items].reverse() : items),
  };
}
