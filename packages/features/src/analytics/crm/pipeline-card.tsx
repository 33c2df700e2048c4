import { Box, Progress, Skeleton, Stack, Typography, type ColorName } from '@atrium/ui';
import type { CrmDealStage, CrmPipeline } from '@atrium/mocks/types';

import { useGetCrmPipelineQuery } from '../api/crm-dashboard.ts';
import { DashboardCard, FigureSkeleton, HeadlineFigure } from '../../shared/dashboard/index.ts';
import { useCrmCard } from './use-crm-card.ts';

/** Each stage in a colour of its own, from the first contact to the deal won. */
const stageColor: Record<CrmDealStage, ColorName> = {
  lead: 'secondary',
  qualified: 'info',
  proposal: 'primary',
  negotiation: 'warning',
  won: 'success',
};

/** A constant element: the card re-renders while it loads, its placeholders do not. */
const skeleton = (
  <FigureSkeleton>
    <Stack gap={4}>
      {[100, 80, 60, 40, 20].map((width) => (
        <Stack key={width} gap={2} align="center">
          <Skeleton width="100%" />
          <Skeleton variant="rounded" width={`${width}%`} height={10} />
        </Stack>
      ))}
    </Stack>
  </FigureSkeleton>
);

/**
 * The sales funnel: the deals that reached each stage, as bars narrowing from lead to won. The
 * figures are an ordered list (what a screen reader reads); the bars only draw them.
 */
export function PipelineCard() {
  const { t, format, card } = useCrmCard('pipeline', useGetCrmPipelineQuery());
  return (
    <DashboardCard {...card} skeleton={skeleton}>
      {(pipeline: CrmPipeline) => {
        const leads = pipeline.stages[0]?.count ?? 0;
        return (
          <>
            <HeadlineFigure
              value={format.percent(pipeline.conversion)}
              caption={t('crm.pipeline.conversion')}
              variant="h4"
              testId="crm-pipeline-conversion"
            />
            <Stack as="ol" gap={4} aria-label={t('crm.pipeline.stagesLabel')}>
              {pipeline.stages.map((s) => (
                <Stack as="li" key={s.stage} gap={2} data-testid={`crm-stage-${s.stage}`}>
                  <Stack direction="row" justify="between" gap={2} wrap>
                    <Typography variant="body2" weight="semibold">
                      {t(`crm.pipeline.stages.${s.stage}`)}
                    </Typography>
                    <Typography variant="body2" color="secondary">
                      {t('crm.pipeline.figures', {
                        count: s.count,
                        value: format.moneyShort(s.value, true),
                      })}
                    </Typography>
                  </Stack>
                  {/* The bar's length is the stage's share of the leads, centred: a funnel. */}
                  <Stack align="center" aria-hidden>
                    <Box inlineSize={`${leads === 0 ? 0 : (s.count / leads) * 100}%`}>
                      <Progress value={100} size="lg" color={stageColor[s.stage]} />
                    </Box>
                  </Stack>
                </Stack>
              ))}
            </Stack>
          </>
        );
      }}
    </DashboardCard>
  );
}
