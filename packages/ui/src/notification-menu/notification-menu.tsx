import { IconBellOff, IconMailOpened, IconX } from '@tabler/icons-react';
import { forwardRef, useId, type ReactElement, type ReactNode } from 'react';

import { MenuShell, type MenuRootProps } from '../menu/menu-shell.tsx';
import {
  Action,
  Actions,
  Dot,
  Empty,
  Entry,
  EntryMessage,
  EntryText,
  EntryTime,
  EntryTitle,
  Footer,
  Header,
  HeaderAction,
  List,
  Panel,
  Row,
  Title,
  UnreadChip,
  ViewAll,
} from './notification-menu.styles.ts';

export interface NotificationMenuItem {
  id: string;
  title: string;
  message: string;
  /** The time to show, already formatted ("5 minutes ago"). */
  time: string;
  /** The same instant as ISO text, for `<time dateTime>`. */
  dateTime?: string;
  /** An avatar or icon in front (decorative: the title says what it is). */
  media?: ReactNode;
  read: boolean;
}

export interface NotificationMenuLabels {
  /** Heading of the panel, e.g. "Notifications". */
  title: string;
  /** The unread count as text ("3 new"); hidden when nothing is unread. */
  unread?: string;
  markRead: string;
  markUnread: string;
  remove: string;
  markAllRead: string;
  viewAll: string;
  /** Shown when there are no notifications. */
  empty: string;
}

export interface NotificationMenuProps extends MenuRootProps {
  /** The button that opens the panel (it carries the unread badge). */
  trigger: ReactElement;
  /** Newest first. */
  items: readonly NotificationMenuItem[];
  /** Every text of the panel, translated by the caller. */
  labels: NotificationMenuLabels;
  /** Called to flip one notification's read state. */
  onReadChange: (event: { id: string; read: boolean }) => void;
  /** Called to delete one notification. */
  onRemove: (event: { id: string }) => void;
  /** Called by "Mark all as read". */
  onMarkAllRead: () => void;
  /** Called by "View all notifications" (the menu closes). */
  onViewAll: () => void;
  /** Extra class on the panel. */
  className?: string;
}

/**
 * A row is about to go: focus the next one (or the previous, or the footer) so the keyboard stays
 * in the menu instead of falling to the page.
 */
function moveFocusOffRow(target: EventTarget | null): void {
  const row = target instanceof HTMLElement ? target.closest('[role="group"]') : null;
  const menu = row?.closest('[role="menu"]');
  const next = row?.nextElementSibling ?? row?.previousElementSibling;
  const item =
    next?.querySelector<HTMLElement>('[role="menuitem"]') ??
    [...(menu?.querySelectorAll<HTMLElement>('[role="menuitem"]') ?? [])].at(-1);
  item?.focus();
}

/**
 * The navbar's notifications panel: a menu (Radix dropdown menu, so arrows, Home/End and Escape
 * work) where each notification is a group of three menu items: the notification itself (choosing
 * it marks it read), a read/unread toggle and a remove button. Actions keep the menu open.
 */
export const NotificationMenu = forwardRef<HTMLDivElement, NotificationMenuProps>(
  function NotificationMenu(
    {
      trigger,
      items,
      labels,
      onReadChange,
      onRemove,
      onMarkAllRead,
      onViewAll,
      className,
      ...root
    },
    ref,
  ) {
    const baseId = useId();
    const anyUnread = items.some((item) => !item.read);
    const keepOpen = (event: Event) => event.preventDefault();
    return (
      <MenuShell trigger={trigger} {...root}>
        <Panel
          ref={ref}
          align="end"
          sideOffset={6}
          className={className}
          aria-labelledby={`${baseId}-title`}
        >
          <Header>
            <Title id={`${baseId}-title`}>{labels.title}</Title>
            {anyUnread && labels.unread && <UnreadChip>{labels.unread}</UnreadChip>}
            <HeaderAction
              aria-label={labels.markAllRead}
              title={labels.markAllRead}
              disabled={!anyUnread}
              data-testid="notifications-mark-all-read"
              onSelect={(event) => {
                keepOpen(event);
                onMarkAllRead();
              }}
            >
              <IconMailOpened size={20} aria-hidden />
            </HeaderAction>
          </Header>
          {items.length === 0 ? (
            <Empty>
              <IconBellOff size={32} aria-hidden />
              <span>{labels.empty}</span>
            </Empty>
          ) : (
            <List>
              {items.map((item) => {
                const titleId = `${baseId}-${item.id}`;
                return (
                  <Row key={item.id} aria-labelledby={titleId} data-notification-id={item.id}>
                    <Entry
                      data-read={item.read || undefined}
                      onSelect={(event) => {
                        keepOpen(event);
                        if (!item.read) onReadChange({ id: item.id, read: true });
                      }}
                    >
                      {item.media}
                      <EntryText>
                        {/* Texts come from the server in any language: their own direction keeps punctuation right. */}
                        <EntryTitle id={titleId} dir="auto">
                          {item.title}
                        </EntryTitle>
                        <EntryMessage dir="auto">{item.message}</EntryMessage>
                        <EntryTime dateTime={item.dateTime}>{item.time}</EntryTime>
                      </EntryText>
                    </Entry>
                    <Actions>
                      <Action
                        aria-label={item.read ? labels.markUnread : labels.markRead}
                        title={item.read ? labels.markUnread : labels.markRead}
                        data-action="toggle-read"
                        onSelect={(event) => {
                          keepOpen(event);
                          onReadChange({ id: item.id, read: !item.read });
                        }}
                      >
                        <Dot data-unread={item.read ? undefined : ''} />
                      </Action>
                      <Action
                        aria-label={labels.remove}
                        title={labels.remove}
                        data-action="remove"
                        onSelect={(event) => {
                          keepOpen(event);
                          moveFocusOffRow(event.target);
                          onRemove({ id: item.id });
                        }}
                      >
                        <IconX size={16} aria-hidden />
                      </Action>
                    </Actions>
                  </Row>
                );
              })}
            </List>
          )}
          <Footer>
            <ViewAll onSelect={onViewAll}>{labels.viewAll}</ViewAll>
          </Footer>
        </Panel>
      </MenuShell>
    );
  },
);
