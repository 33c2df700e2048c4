import { useTranslation } from 'react-i18next';

import { Alert, List } from '@atrium/ui';

import type { IcsProblem } from '../ics/ics-reader.ts';

/** The lines of a file the reader skipped or changed, each with its line number and why. */
export function IcsProblemList({ problems }: { problems: readonly IcsProblem[] }) {
  const { t } = useTranslation('calendar');
  if (!problems.length) return null;
  return (
    <Alert
      severity="warning"
      title={t('ics.import.problemsTitle', { count: problems.length })}
      data-testid="ics-import-problems"
    >
      <List dense flush>
        {problems.map((problem, index) => (
          <List.Item
            // Two problems can share a line (an event without title nor start).
            key={`${problem.line}-${index}`}
            secondary={t(`ics.problems.${problem.reason}`, { value: problem.value ?? '' })}
          >
            {t('ics.import.problemLine', { line: problem.line })}
          </List.Item>
        ))}
      </List>
    </Alert>
  );
}
