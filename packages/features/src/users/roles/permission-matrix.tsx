import { useId } from 'react';
import { useTranslation } from 'react-i18next';

import type { AbilitySubject } from '@atrium/mocks/values';
import { ABILITY_SUBJECTS } from '@atrium/mocks/values';
import { Checkbox, SimpleTable, Stack, Typography } from '@atrium/ui';

import type { MatrixRow } from '../../shared/access/index.ts';
import { allState, grantSummary, MATRIX_COLUMNS, setAll, setCell } from './matrix-state.ts';

export interface PermissionMatrixProps {
  rows: readonly MatrixRow[];
  onChange: (rows: MatrixRow[]) => void;
  /** Shows the boxes without letting them change (a viewer without `update Role`). */
  readOnly?: boolean;
}

const known: readonly string[] = ABILITY_SUBJECTS;
const isKnown = (subject: string): subject is AbilitySubject => known.includes(subject);

/**
 * The role's permission matrix: a row per ability subject, a box per column (Read, Write,
 * Create) and "Select all", each a labelled checkbox in a real table with row and column headers.
 */
export function PermissionMatrix({ rows, onChange, readOnly = false }: PermissionMatrixProps) {
  const { t } = useTranslation('users');
  const summaryId = useId();
  const subjectName = (subject: string) =>
    isKnown(subject) ? t(`roles.subjects.${subject}`) : subject;
  return (
    <Stack gap={3}>
      <Stack direction="row" justify="between" align="center" wrap gap={2}>
        <Checkbox
          label={t('roles.dialog.selectAll')}
          checked={allState(rows)}
          readOnly={readOnly}
          aria-describedby={summaryId}
          onCheckedChange={({ checked }) => onChange(setAll(rows, checked === true))}
          data-testid="matrix-select-all"
        />
        <Typography variant="body2" color="secondary" id={summaryId} aria-live="polite">
          {t('roles.dialog.granted', grantSummary(rows))}
        </Typography>
      </Stack>
      <SimpleTable caption={t('roles.dialog.caption')} hideCaption dense hover>
        <thead>
          <tr>
            <th scope="col">{t('roles.dialog.subject')}</th>
            {MATRIX_COLUMNS.map((column) => (
              <th key={column} scope="col">
                {t(`roles.columns.${column}`)}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.subject} data-subject={row.subject}>
              <th scope="row">{subjectName(row.subject)}</th>
              {MATRIX_COLUMNS.map((column) => (
                <td key={column}>
                  <Checkbox
                    aria-label={t('roles.dialog.cell', {
                      column: t(`roles.columns.${column}`),
                      subject: subjectName(row.subject),
                    })}
                    checked={row[column]}
                    readOnly={readOnly}
                    onCheckedChange={({ checked }) =>
                      onChange(setCell(rows, row.subject, column, checked === true))
                    }
                  />
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </SimpleTable>
    </Stack>
  );
}
