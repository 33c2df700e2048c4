import type { EmailFilter, EmailLabel, EmailsMeta } from '@atrium/mocks/types';
import { EMAIL_FILTERS, EMAIL_LABELS } from '@atrium/mocks/values';
import { IconPencil } from '@tabler/icons-react';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';

import { Button, NavMenu, Stack, type NavEntry, type RenderNavLink } from '@atrium/ui';

import { LABEL_DOTS, VIEW_ICONS } from '../labels.tsx';
import { viewHref } from '../page/use-mailbox-view.ts';

export interface MailSidebarProps {
  filter: EmailFilter;
  label: EmailLabel | undefined;
  /** The mailbox's counts; absent while the first list loads. */
  meta: EmailsMeta | undefined;
  /** A view was chosen (the drawer closes). */
  onNavigate?: () => void;
  onCompose: () => void;
}

/** The count a view shows beside its name: unread in the inbox and spam, drafts, starred. */
function countOf(filter: EmailFilter, meta: EmailsMeta | undefined): number {
  if (!meta) return 0;
  if (filter === 'inbox') return meta.inbox;
  if (filter === 'spam') return meta.spam;
  if (filter === 'draft') return meta.draft;
  if (filter === 'starred') return meta.star;
  return 0;
}

const renderLink: RenderNavLink = ({ href, children, ...rest }) => (
  <Link to={href} {...rest}>
    {children}
  </Link>
);

const viewId = (filter: EmailFilter, label: EmailLabel | undefined) =>
  label ? `label-${label}` : `view-${filter}`;

/** Mail's side pane: Compose, every view with its count, then the labels with their colours. */
export function MailSidebar({ filter, label, meta, onNavigate, onCompose }: MailSidebarProps) {
  const { t } = useTranslation('email');
  const entries = useMemo(
    (): NavEntry[] => [
      ...EMAIL_FILTERS.map((view): NavEntry => {
        const count = countOf(view, meta);
        return {
          type: 'link',
          id: viewId(view, undefined),
          label: t(`views.${view}`),
          href: viewHref({ filter: view }),
          icon: VIEW_ICONS[view],
          ...(count > 0 ? { badge: { label: String(count), color: 'primary' } } : {}),
        };
      }),
      { type: 'section', id: 'labels', label: t('sidebar.labels') },
      ...EMAIL_LABELS.map((name): NavEntry => ({
        type: 'link',
        id: viewId('inbox', name),
        label: t(`labels.${name}`),
        href: viewHref({ label: name }),
        icon: LABEL_DOTS[name],
      })),
    ],
    [t, meta],
  );
  return (
    <Stack gap={4}>
      <Button
        fullWidth
        startIcon={<IconPencil size={18} />}
        onClick={onCompose}
        data-testid="mail-compose"
      >
        {t('compose.open')}
      </Button>
      <NavMenu
        aria-label={t('sidebar.label')}
        entries={entries}
        activeId={viewId(filter, label)}
        renderLink={renderLink}
        onNavigate={onNavigate}
        data-testid="mail-sidebar"
      />
    </Stack>
  );
}
