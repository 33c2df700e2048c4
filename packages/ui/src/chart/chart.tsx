import { VisuallyHidden } from '@radix-ui/react-visually-hidden';
import { forwardRef, useId, useState, type HTMLAttributes, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

import { SimpleTable } from '../simple-table/simple-table.tsx';
import { Figure, Header, Plot, ToggleButton } from './chart.styles.ts';
import { usePlotSize, type PlotSize } from './use-plot-size.ts';

/** The numbers behind a chart, as rows of a table. */
export interface ChartTableData {
  /** Column headers; the first names the row labels. */
  columns: string[];
  rows: Array<{ label: string; values: Array<string | number> }>;
}

/**
 * The table of a chart drawn from keyed records (bar, radar): one row per record, named by its
 * `indexBy` field, one column per key.
 */
export function keyedTable(
  data: ReadonlyArray<Record<string, string | number>>,
  keys: readonly string[],
  indexBy: string,
  valueFormat: (value: number) => string,
): ChartTableData {
  return {
    columns: [indexBy, ...keys],
    rows: data.map((d) => ({
      label: String(d[indexBy]),
      values: keys.map((k) => valueFormat(Number(d[k] ?? 0))),
    })),
  };
}

/** Props every chart shares. */
export interface ChartBaseProps extends Omit<HTMLAttributes<HTMLElement>, 'title'> {
  /** The chart's title; its accessible name and the caption of its data table. */
  title: string;
  /** Keeps the title for assistive technology only (a card header already shows it). */
  hideTitle?: boolean;
  /** One sentence with the main finding, read after the title ("Revenue grew 18% in Q2"). */
  summary?: string;
  /** Height of the plot in px; the width follows the container. */
  height?: number;
  /** Offers the "Show data table" button; the table is always available to screen readers. */
  showDataToggle?: boolean;
}

interface ChartFrameProps extends Omit<ChartBaseProps, 'children'> {
  table: ChartTableData;
  /** Draws the plot at the measured size (nivo's fixed-size charts). */
  children: (size: PlotSize) => ReactNode;
}

function DataTable({ title, table }: { title: string; table: ChartTableData }) {
  return (
    <>
      <thead>
        <tr>
          {table.columns.map((column) => (
            <th key={column} scope="col">
              {column}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {table.rows.map((row) => (
          <tr key={`${title}-${row.label}`}>
            <th scope="row">{row.label}</th>
            {row.values.map((value, i) => (
              <td key={i} data-align={typeof value === 'number' ? 'end' : undefined}>
                {value}
              </td>
            ))}
          </tr>
        ))}
      </tbody>
    </>
  );
}

/**
 * The accessible shell of every chart: the plot is one image with a name and summary (its SVG
 * says nothing useful to a screen reader), and the same numbers are in a real table.
 */
export const ChartFrame = forwardRef<HTMLElement, ChartFrameProps>(function ChartFrame(
  {
    title,
    hideTitle = false,
    summary,
    height = 300,
    showDataToggle = true,
    table,
    children,
    ...rest
  },
  ref,
) {
  const { t } = useTranslation('ui');
  const [showTable, setShowTable] = useState(false);
  const tableId = useId();
  const [plotRef, plotSize] = usePlotSize();
  const caption = <figcaption>{title}</figcaption>;
  return (
    <Figure ref={ref} {...rest}>
      <Header>
        {hideTitle ? <VisuallyHidden>{caption}</VisuallyHidden> : caption}
        {showDataToggle && (
          <ToggleButton
            type="button"
            aria-expanded={showTable}
            aria-controls={showTable ? tableId : undefined}
            onClick={() => setShowTable((v) => !v)}
          >
            {showTable ? t('chart.hideData') : t('chart.showData')}
          </ToggleButton>
        )}
      </Header>
      <Plot
        ref={plotRef}
        role="img"
        aria-label={summary ? `${title}. ${summary}` : title}
        style={{ height }}
      >
        {plotSize && plotSize.width > 0 && children(plotSize)}
      </Plot>
      {showTable ? (
        <SimpleTable id={tableId} caption={title} hideCaption dense>
          <DataTable title={title} table={table} />
        </SimpleTable>
      ) : (
        <VisuallyHidden>
          <table>
            <caption>{title}</caption>
            <DataTable title={title} table={table} />
          </table>
        </VisuallyHidden>
      )}
    </Figure>
  );
});
