import { emailMatchesQuery } from '@atrium/mocks/values';
import { useMemo } from 'react';

import { useAfterPaint } from '../../shared/use-after-paint.ts';
import { emailApi, useGetEmailsQuery, type MailboxView } from '../api/emails.ts';

/**
 * A view's mails for the search as typed. The answer for that exact text is the judge; until it
 * comes, the whole view the cache already holds stands in, filtered by the same rule as the fake
 * API's (`emailMatchesQuery`), so a keystroke's rows paint at once rather than after a round trip
 * over thousands of mails. The call leaves once that frame has painted: the fake API answers on
 * this same thread, and would otherwise hold the frame back. While a search is on, the whole
 * view stays subscribed (no fetch: it is held already), so it is there for the next keystroke.
 */
export function useMailSearch({ filter, label, q }: MailboxView & { q: string }) {
  const asked = useAfterPaint(q);
  const mail = useGetEmailsQuery({ filter, label, q: asked });
  const whole = { filter, label, q: '' };
  const held = emailApi.endpoints.getEmails.useQueryState(whole).currentData;
  useGetEmailsQuery(whole, { skip: q === '' || !held });
  // A cleared search shows the whole view at once too, rather than the last search's rows.
  const preview = useMemo(
    () =>
      held && (q === '' ? held.emails : held.emails.filter((email) => emailMatchesQuery(email, q))),
    [held, q],
  );
  const answer = asked === q ? mail.currentData?.emails : undefined;
  return { mail, emails: answer ?? preview ?? mail.data?.emails };
}
