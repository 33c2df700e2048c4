import { IconLayoutGridAdd } from '@tabler/icons-react';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';

import { IconButton, ShortcutGrid } from '@atrium/ui';

import { useAbility } from '@atrium/features/access';
import { routeDefs } from '../routing/route-table.ts';
import { shortcuts, shortcutTextKey } from './shortcuts.ts';

const accessById = new Map(routeDefs.map((def) => [def.id, def.access]));

/** The navbar's "Shortcuts" grid: the app's main screens the signed-in user may open. */
export function ShortcutsMenu() {
  const { t } = useTranslation('app');
  const ability = useAbility();
  const navigate = useNavigate();
  const items = useMemo(
    () =>
      shortcuts
        .filter(({ id }) => {
          const access = accessById.get(id);
          return (
            !access || access.kind !== 'protected' || ability.can(access.action, access.subject)
          );
        })
        .map(({ id, icon: Icon }) => {
          // Keys held as data, looked up untyped (as the navigation does).
          const key = shortcutTextKey[id];
          return {
            id,
            title: t(`shortcuts.items.${key}.title` as never),
            subtitle: t(`shortcuts.items.${key}.subtitle` as never),
            icon: <Icon size={22} />,
          };
        }),
    [ability, t],
  );
  if (items.length === 0) return null;
  return (
    <ShortcutGrid
      title={t('shortcuts.title')}
      items={items}
      onSelect={({ id }) => {
        const href = shortcuts.find((s) => s.id === id)?.href;
        if (href) void navigate(href);
      }}
      trigger={
        <IconButton
          label={t('shortcuts.button')}
          variant="text"
          color="secondary"
          shape="round"
          data-testid="navbar-shortcuts"
        >
          <IconLayoutGridAdd size={22} />
        </IconButton>
      }
    />
  );
}
