import { useState } from 'react';
import { useTranslation } from 'react-i18next';

import type { FaqGroup } from '@atrium/mocks/types';
import { Avatar, Card, Icon, Stack, Tabs, Typography, VisuallyHidden } from '@atrium/ui';

import { FaqGroups } from '../../front-pages/index.ts';
import { useBelow } from '../../shared/use-media-query.ts';
import { topicIcon } from '../help-center/topic-icons.ts';

/** A topic's tab value: its title as an id (the tabs' ARIA ids are built from it). */
const topicKey = (group: FaqGroup) => group.faqTitle.toLowerCase().replace(/[^a-z0-9]+/g, '-');

/**
 * The FAQ's groups as a side list of topics (icon, title, subtitle) and the chosen topic's
 * questions as an accordion. A phone gets the topics as a row of tabs above the questions. When a
 * search drops the chosen topic, the first one left is shown.
 */
export function FaqTopics({ groups }: { groups: readonly FaqGroup[] }) {
  const { t } = useTranslation('pages');
  const narrow = useBelow('md');
  const [chosen, setChosen] = useState<string | null>(null);
  const shown = groups.find((group) => topicKey(group) === chosen) ?? groups[0];
  if (!shown) return null;
  return (
    <section aria-labelledby="faq-topics">
      <VisuallyHidden>
        <h2 id="faq-topics">{t('faq.topics')}</h2>
      </VisuallyHidden>
      <Tabs
        variant="pills"
        orientation={narrow ? 'horizontal' : 'vertical'}
        value={topicKey(shown)}
        onValueChange={setChosen}
      >
        <Tabs.List aria-label={t('faq.topics')}>
          {groups.map((group) => (
            <Tabs.Trigger
              key={group.faqTitle}
              value={topicKey(group)}
              icon={<Icon icon={topicIcon(group.faqIcon)} size="sm" />}
            >
              {group.faqTitle}
            </Tabs.Trigger>
          ))}
        </Tabs.List>
        {groups.map((group, index) => (
          <Tabs.Content key={group.faqTitle} value={topicKey(group)}>
            <Card>
              <Card.Content>
                <Stack gap={4}>
                  <Stack direction="row" gap={3} align="center">
                    <Avatar shape="rounded" color="primary" size={42} aria-hidden>
                      <Icon icon={topicIcon(group.faqIcon)} size="lg" />
                    </Avatar>
                    <Typography color="secondary">{group.faqSubtitle}</Typography>
                  </Stack>
                  <FaqGroups groups={[group]} idPrefix={`faq-${index}`} />
                </Stack>
              </Card.Content>
            </Card>
          </Tabs.Content>
        ))}
      </Tabs>
    </section>
  );
}
