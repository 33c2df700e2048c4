import type {
  Email,
  EmailDraftRequest,
  EmailFilter,
  EmailSendRequest,
  EmailLabel,
  EmailsResponse,
  EmailUpdate,
} from '@atrium/mocks/types';

import { baseApi } from '../../api/base-api.ts';
import { frozenAnswer } from '../../api/frozen-answer.ts';

const PATH = 'apps/email';
/** Every view of the mailbox is one list; a change anywhere refreshes the views shown. */
const MAILBOX = { type: 'Email', id: 'LIST' } as const;

/** A view of the mailbox: a folder or the starred / trashed view, a label, the search. */
export interface MailboxView {
  filter: EmailFilter;
  label?: EmailLabel | undefined;
  q?: string | undefined;
}

/** A change to many mails at once: flags and folder (`data`), or a label to toggle on each. */
export type EmailsChange =
  { ids: readonly number[]; data: EmailUpdate } | { ids: readonly number[]; label: EmailLabel };

/** Each mail of the change as it will be, for the optimistic update of the cached views. */
function changed(email: Email, change: EmailsChange): Email {
  if (!change.ids.includes(email.id)) return email;
  if ('data' in change) return { ...email, ...change.data };
  const has = email.labels.includes(change.label);
  return {
    ...email,
    labels: has ? email.labels.filter((l) => l !== change.label) : [...email.labels, change.label],
  };
}

export const emailApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    /** SPEC §7: the view's mails and the mailbox's counts. */
    getEmails: build.query<EmailsResponse, MailboxView>({
      query: ({ filter, label, q }) => ({
        url: PATH,
        params: { filter, ...(label ? { label } : {}), ...(q ? { q } : {}) },
      }),
      // A folder can hold thousands of mails: stored without immer's walk over each.
      transformResponse: (answer: EmailsResponse) => frozenAnswer(answer),
      providesTags: [MAILBOX],
    }),
    /**
     * 201 with no body. The shown views change at once (a star, a read mail, a label) and every
     * view refreshes after, so a mail that left the folder leaves its list; a refusal puts the
     * views back.
     */
    updateEmails: build.mutation<void, EmailsChange>({
      query: (change) => ({ url: PATH, method: 'POST', body: change }),
      async onQueryStarted(change, api) {
        const { dispatch, queryFulfilled } = api;
        const patches = emailApi.util
          .selectInvalidatedBy(api.getState(), [MAILBOX])
          .filter(({ endpointName }) => endpointName === 'getEmails')
          .map(({ originalArgs }) =>
            dispatch(
              emailApi.util.updateQueryData('getEmails', originalArgs as MailboxView, (draft) => {
                draft.emails = draft.emails.map((email) => changed(email, change));
              }),
            ),
          );
        try {
          await queryFulfilled;
        } catch {
          for (const patch of patches) patch.undo();
        }
      },
      invalidatesTags: [MAILBOX],
    }),
    /** Beyond SPEC (mocks README "Mail extensions"): 201 and the sent mail; 400 field errors. */
    sendEmail: build.mutation<Email, EmailSendRequest>({
      query: (body) => ({ url: `${PATH}/send`, method: 'POST', body }),
      invalidatesTags: [MAILBOX],
    }),
    /** Creates (no id) or updates a draft; answers it, so the composer keeps its id. */
    saveDraft: build.mutation<Email, EmailDraftRequest>({
      query: (body) => ({ url: `${PATH}/draft`, method: 'PUT', body }),
      invalidatesTags: [MAILBOX],
    }),
  }),
});

export const {
  useGetEmailsQuery,
  useUpdateEmailsMutation,
  useSendEmailMutation,
  useSaveDraftMutation,
} = emailApi;

/** Refreshes every mailbox view (a mail arrived). */
export const refreshMailbox = () => emailApi.util.invalidateTags([MAILBOX]);
