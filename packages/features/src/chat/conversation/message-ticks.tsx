import type { MessageFeedback } from '@atrium/mocks/types';
import { IconCheck, IconChecks } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';

import { Typography } from '@atrium/ui';

/** How far one of the user's messages got: the furthest of sent, delivered and seen. */
export function tickOf(feedback: MessageFeedback): 'seen' | 'delivered' | 'sent' {
  if (feedback.isSeen) return 'seen';
  if (feedback.isDelivered) return 'delivered';
  return 'sent';
}

/**
 * The tick of one of the user's messages: one check when sent, two when delivered, two in the
 * primary colour when seen; named for screen readers ("Seen"), not an icon alone.
 */
export function MessageTicks({ feedback }: { feedback: MessageFeedback }) {
  const { t } = useTranslation('chat');
  const tick = tickOf(feedback);
  const label = t(`ticks.${tick}`);
  return (
    <Typography
      as="span"
      variant="caption"
      color={tick === 'seen' ? 'brand' : 'secondary'}
      role="img"
      aria-label={label}
      title={label}
      data-tick={tick}
    >
      {tick === 'sent' ? <IconCheck size={16} aria-hidden /> : <IconChecks size={16} aria-hidden />}
    </Typography>
  );
}
