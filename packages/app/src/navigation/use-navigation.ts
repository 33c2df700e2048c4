import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';

import { filterNav, type NavEntry } from '@atrium/ui';

import { useAbility } from '@atrium/features/access';
import { useChatUnseenCount } from '@atrium/features/chat';
import { routeDefs } from '../routing/route-table.ts';
import { navConfig, type NavNode } from './nav-config.ts';

const accessById = new Map(routeDefs.map((def) => [def.id, def.access]));

/** The navigation in the current language, without what the signed-in user may not open. */
export function useNavigation(): NavEntry[] {
  const { t } = useTranslation('app');
  const ability = useAbility();
  // The Chat item shows every chat's unseen messages; not asked for a user who may not open Chat.
  const unseen = useChatUnseenCount({ skip: !ability.can('read', 'Chat') });
  return useMemo(() => {
    // Labels are keys held as data, so they are looked up untyped.
    const label = (key: string) => t(key as never);
    const translate = (nodes: NavNode[]): NavEntry[] =>
      nodes.map((node) =>
        node.type === 'group'
          ? { ...node, label: label(node.label), children: translate(node.children) }
          : {
              ...node,
              label: label(node.label),
              ...(node.id === 'chat' && unseen > 0
                ? {
                    badge: {
                      label: String(unseen),
                      spokenLabel: t('nav.unread', { count: unseen }),
                      color: 'error' as const,
                    },
                  }
                : {}),
            },
      );
    const allowed = (id: string) => {
      const access = accessById.get(id);
      if (!access) return true;
      return access.kind !== 'protected' || ability.can(access.action, access.subject);
    };
    return filterNav(translate(navConfig), allowed);
    // `t` changes with the language, so the labels follow it.
  }, [t, ability, unseen]);
}
