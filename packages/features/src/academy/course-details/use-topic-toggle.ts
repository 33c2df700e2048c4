import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';

import { useToast } from '@atrium/ui';

import { useSetCourseTopicMutation } from '../api/courses.ts';

export interface TopicTick {
  sectionId: string;
  topicIndex: number;
  isCompleted: boolean;
}

/**
 * Ticks a topic: the screen shows it at once (the mutation patches the cached details), the fake
 * API stores it, and a refusal puts the box back and says so in a toast.
 */
export function useTopicToggle(courseId: number, shownBy: number | undefined) {
  const { t } = useTranslation('academy');
  const toast = useToast();
  const [setTopic] = useSetCourseTopicMutation();
  return useCallback(
    (tick: TopicTick) => {
      setTopic({ courseId, shownBy, ...tick })
        .unwrap()
        .catch(() => toast({ severity: 'error', title: t('details.saveFailed') }));
    },
    [courseId, shownBy, setTopic, toast, t],
  );
}
