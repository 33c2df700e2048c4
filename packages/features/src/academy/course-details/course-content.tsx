import { useId } from 'react';
import { useTranslation } from 'react-i18next';

import { Accordion, Card, Checkbox, Stack, Typography } from '@atrium/ui';
import type { CourseDetails, CourseSection } from '@atrium/mocks/types';

import { useTopicToggle } from './use-topic-toggle.ts';

export interface CourseContentProps {
  details: CourseDetails;
  /** The details query's argument, whose cached answer a tick updates at once. */
  shownBy: number | undefined;
}

/** A section's heading: its title over its status ('2 / 5') and length. */
function SectionTitle({ section }: { section: CourseSection }) {
  const { t } = useTranslation('academy');
  return (
    <Stack gap={0}>
      <span>{section.title}</span>
      <Typography variant="caption" color="secondary" as="span" data-testid="section-status">
        {t('details.sectionStatus', { status: section.status })} · {section.time}
      </Typography>
    </Stack>
  );
}

/**
 * The course's sections as an accordion (the learner's current one open), each topic a checkbox that ticks it
 * complete; the fake API stores it and the section's status and the course's progress follow.
 */
export function CourseContent({ details, shownBy }: CourseContentProps) {
  const { t } = useTranslation('academy');
  const headingId = useId();
  const toggle = useTopicToggle(details.courseId, shownBy);
  // The learner's place: the first section with a topic left to do (else the first).
  const current = (
    details.content.find((section) => section.topics.some((topic) => !topic.isCompleted)) ??
    details.content[0]
  )?.id;
  return (
    <Card as="section" aria-labelledby={headingId}>
      <Card.Header title={t('details.content')} titleId={headingId} headingLevel={2} />
      <Card.Content>
        <Accordion type="multiple" variant="bordered" defaultValue={current ? [current] : []}>
          {details.content.map((section) => (
            <Accordion.Item
              key={section.id}
              value={section.id}
              title={<SectionTitle section={section} />}
              data-testid={section.id}
            >
              <Stack as="ul" gap={3}>
                {section.topics.map((topic, topicIndex) => (
                  <Stack as="li" key={topic.title} direction="row" justify="between" gap={2}>
                    <Checkbox
                      label={topic.title}
                      checked={topic.isCompleted}
                      onCheckedChange={({ checked }) =>
                        toggle({ sectionId: section.id, topicIndex, isCompleted: checked === true })
                      }
                    />
                    <Typography variant="body2" color="secondary" nowrap>
                      {topic.time}
                    </Typography>
                  </Stack>
                ))}
              </Stack>
            </Accordion.Item>
          ))}
        </Accordion>
      </Card.Content>
    </Card>
  );
}
