import { IconCheck, IconX } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';

import { SimpleTable, VisuallyHidden } from '@atrium/ui';

import { useFormat } from '../../shared/format.ts';
import { COMPARISON_ROWS, PLANS, type PlanLimits } from './plans.ts';

type Row = (typeof COMPARISON_ROWS)[number];

/** One cell: a tick or a cross (named for screen readers), a count, unlimited, or gigabytes. */
function LimitCell({ row, value }: { row: Row; value: PlanLimits[Row] }) {
  const { t } = useTranslation('front-pages');
  const format = useFormat();
  if (typeof value === 'boolean') {
    const Icon = value ? IconCheck : IconX;
    return (
      <>
        <Icon size={18} aria-hidden />
        <VisuallyHidden>
          {t(value ? 'plans.values.included' : 'plans.values.notIncluded')}
        </VisuallyHidden>
      </>
    );
  }
  if (value === null) return <>{t('plans.values.unlimited')}</>;
  return <>{row === 'storageGb' ? t('plans.values.gb', { count: value }) : format.number(value)}</>;
}

/** Every limit of every plan, a row per limit and a column per plan. */
export function PlanComparison() {
  const { t } = useTranslation('front-pages');
  return (
    <SimpleTable caption={t('pricing.compareCaption')} hideCaption striped>
      <thead>
        <tr>
          <th scope="col">{t('pricing.feature')}</th>
          {PLANS.map((plan) => (
            <th key={plan.id} scope="col">
              {t(`plans.names.${plan.id}`)}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {COMPARISON_ROWS.map((row) => (
          <tr key={row}>
            <th scope="row">{t(`plans.rows.${row}`)}</th>
            {PLANS.map((plan) => (
              <td key={plan.id}>
                <LimitCell row={row} value={plan.limits[row]} />
              </td>
            ))}
          </tr>
        ))}
      </tbody>
    </SimpleTable>
  );
}
