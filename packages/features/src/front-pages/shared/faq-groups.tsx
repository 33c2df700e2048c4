import { Accordion, Grid, Stack, Typography } from '@atrium/ui';
import type { FaqGroup } from '@atrium/mocks/types';

/** The FAQ seed's billing questions are its "Payment" group: the pricing pages show them. */
export const isBillingGroup = (group: FaqGroup): boolean => group.faqIcon === 'credit-card';

export interface FaqGroupsProps {
  groups: readonly FaqGroup[];
  /** Each group's id prefix, unique on the page. */
  idPrefix: string;
}

/** FAQ groups side by side on a wide screen, each an accordion under its title. */
export function FaqGroups({ groups, idPrefix }: FaqGroupsProps) {
  return (
    <Grid columns={{ xs: 1, md: groups.length > 1 ? 2 : 1 }} gap={6}>
      {groups.map((group, g) => (
        <Stack key={group.faqTitle} gap={3}>
          <Typography variant="h5" as="h3">
            {group.faqTitle}
          </Typography>
          <Accordion type="single" collapsible variant="bordered">
            {group.faqs.map((faq, i) => (
              <Accordion.Item
                key={faq.question}
                value={`${idPrefix}-${g}-${i}`}
                title={faq.question}
                headingLevel={4}
              >
                {faq.answer}
              </Accordion.Item>
            ))}
          </Accordion>
        </Stack>
      ))}
    </Grid>
  );
}
