import { baseApi } from '../api/base-api.ts';

export type NotificationColor = 'primary' | 'secondary' | 'success' | 'info' | 'warning' | 'error';

/** A notification as GET /api/notifications and the broadcast event carry it. */
export interface NotificationDto {
  id: string;
  title: string;
  message: string;
  avatar?: string;
  /** A Tabler icon name, when there is no avatar. */
  icon?: string;
  color?: NotificationColor;
  /** ISO date-time. */
  createdAt: string;
  read: boolean;
}

const LIST = { type: 'Notification', id: 'LIST' } as const;

export const notificationsApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    listNotifications: build.query<NotificationDto[], void>({
      query: () => 'notifications',
      providesTags: (result = []) => [
        ...result.map((n) => ({ type: 'Notification' as const, id: n.id })),
        LIST,
      ],
    }),
    setNotificationRead: build.mutation<NotificationDto, { id: string; read: boolean }>({
      query: ({ id, read }) => ({
        url: `notifications/${encodeURIComponent(id)}`,
        method: 'PATCH',
        body: { read },
      }),
      // The dot flips at once; a failure puts it back.
      onQueryStarted: async ({ id, read }, { dispatch, queryFulfilled }) => {
        const patch = dispatch(
          notificationsApi.util.updateQueryData('listNotifications', undefined, (draft) => {
            const found = draft.find((n) => n.id === id);
            if (found) found.read = read;
          }),
        );
        await queryFulfilled.catch(() => patch.undo());
      },
    }),
    markAllNotificationsRead: build.mutation<{ updated: number }, void>({
      query: () => ({ url: 'notifications/read-all', method: 'POST' }),
      onQueryStarted: async (_arg, { dispatch, queryFulfilled }) => {
        const patch = dispatch(
          notificationsApi.util.updateQueryData('listNotifications', undefined, (draft) => {
            for (const n of draft) n.read = true;
          }),
        );
        await queryFulfilled.catch(() => patch.undo());
      },
    }),
    removeNotification: build.mutation<void, { id: string }>({
      query: ({ id }) => ({ url: `notifications/${encodeURIComponent(id)}`, method: 'DELETE' }),
      onQueryStarted: async ({ id }, { dispatch, queryFulfilled }) => {
        const patch = dispatch(
          notificationsApi.util.updateQueryData('listNotifications', undefined, (draft) =>
            draft.filter((n) => n.id !== id),
          ),
        );
        await queryFulfilled.catch(() => patch.undo());
      },
      invalidatesTags: (_result, error, { id }) => (error ? [] : [{ type: 'Notification', id }]),
    }),
  }),
});

export const {
  useListNotificationsQuery,
  useSetNotificationReadMutation,
  useMarkAllNotificationsReadMutation,
  useRemoveNotificationMutation,
} = notificationsApi;

/**
 * Puts a pushed notification at the top of the cached list (once: a repeated id is ignored), so
 * the menu shows it without a request.
 */
export const notificationReceived = (notification: NotificationDto) =>
  notificationsApi.util.updateQueryData('listNotifications', undefined, (draft) => {
    if (!draft.some((n) => n.id === notification.id)) draft.unshift(notification);
  });
