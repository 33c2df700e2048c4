import { IconThumbDown, IconThumbUp } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

import type { HelpArticleFeedback } from '@atrium/mocks/types';
import { Button, Stack, Typography, useToast } from '@atrium/ui';

import { useSendHelpFeedbackMutation, type ArticleRef } from '../api/help.ts';

const ANSWERS = [
  { helpful: true, key: 'yes', icon: IconThumbUp, color: 'primary' },
  { helpful: false, key: 'no', icon: IconThumbDown, color: 'secondary' },
] as const;

/**
 * "Was this helpful?": Yes or No is saved on the fake API (one more reader counted), then the
 * page thanks the reader and shows how many found the article helpful. A reader answers once per
 * visit of the article.
 */
export function ArticleFeedback({
  article,
  feedback,
}: {
  article: ArticleRef;
  feedback: HelpArticleFeedback;
}) {
  const { t } = useTranslation('pages');
  const toast = useToast();
  const [send, sending] = useSendHelpFeedbackMutation();
  const [answered, setAnswered] = useState<boolean | null>(null);
  const readers = feedback.helpful + feedback.notHelpful;

  const answer = async (helpful: boolean) => {
    try {
      await send({ ...article, helpful }).unwrap();
      setAnswered(helpful);
    } catch {
      toast({ severity: 'error', title: t('helpCenter.feedback.failed') });
    }
  };

  return (
    <Stack gap={3} as="section" aria-labelledby="article-feedback" data-testid="article-feedback">
      <Typography variant="h6" as="h2" id="article-feedback">
        {t('helpCenter.feedback.question')}
      </Typography>
      {answered === null ? (
        <Stack direction="row" gap={3} wrap>
          {ANSWERS.map(({ helpful, key, icon: Icon, color }) => (
            <Button
              key={key}
              variant="tonal"
              color={color}
              startIcon={<Icon size={18} aria-hidden />}
              loading={sending.isLoading && sending.originalArgs?.helpful === helpful}
              disabled={sending.isLoading}
              onClick={() => void answer(helpful)}
            >
              {t(`helpCenter.feedback.${key}`)}
            </Button>
          ))}
        </Stack>
      ) : (
        <Typography role="status" color="success">
          {t(answered ? 'helpCenter.feedback.thanksHelpful' : 'helpCenter.feedback.thanksNot')}
        </Typography>
      )}
      <Typography variant="body2" color="secondary" data-testid="article-feedback-count">
        {t('helpCenter.feedback.count', { count: feedback.helpful, readers })}
      </Typography>
    </Stack>
  );
}
