/** One CSV column: its header label and how to read a row's cell. */
export interface CsvColumn<T> {
  /** Header label, as the user sees it in the table. */
  label: string;
  /** The cell value for a row. */
  value: (row: T) => unknown;
}

/** Excel reads a UTF-8 file as the local code page unless it starts with a byte order mark. */
export const csvBom = '\uFEFF';

// A text cell starting with one of these is run as a formula by spreadsheets (CSV injection).
const formulaStart = /^[=+\-@\t\r]/;

function cell(value: unknown): string {
  if (value === null || value === undefined) return '';
  let text: string;
  if (value instanceof Date) text = value.toISOString();
  else if (typeof value === 'string') text = value;
  else if (typeof value === 'number' || typeof value === 'boolean' || typeof value === 'bigint') {
    text = String(value);
  } else text = JSON.stringify(value) ?? '';
  if (typeof value === 'string' && formulaStart.test(text)) text = `'${text}`;
  // RFC 4180: quote a field holding a separator, a quote or a line break; double inner quotes.
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

/** The CSV text (with a BOM, CRLF line ends) of `rows` under `columns`. */
export function toCsv<T>({
  columns,
  rows,
}: {
  columns: readonly CsvColumn<T>[];
  rows: readonly T[];
}): string {
  const lines = [columns.map((c) => cell(c.label)).join(',')];
  for (const row of rows) lines.push(columns.map((c) => cell(c.value(row))).join(','));
  return `${csvBom}${lines.join('\r\n')}\r\n`;
}

/** Builds the CSV and lets the browser download it as `fileName`. */
export function exportCsv<T>({
  columns,
  rows,
  fileName,
}: {
  columns: readonly CsvColumn<T>[];
  rows: readonly T[];
  fileName: string;
}): void {
  const blob = new Blob([toCsv({ columns, rows })], { type: 'text/csv;charset=utf-8' });
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName.endsWith('.csv') ? fileName : `${fileName}.csv`;
  document.body.append(link);
  link.click();
  link.remove();
  // Revoked on the next task: some browsers read the URL after click() returns.
  setTimeout(() => URL.revokeObjectURL(url), 0);
}
