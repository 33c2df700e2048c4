import {
  IconDeviceDesktop,
  IconLanguage,
  IconLogout,
  IconMoon,
  IconSun,
} from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useDispatch, useSelector } from 'react-redux';
import { useNavigate } from 'react-router-dom';

import {
  Avatar,
  IconButton,
  Menu,
  Stack,
  Typography,
  languages,
  useAppearance,
  type ModeSetting,
} from '@atrium/ui';

import { signOut } from '../auth/session-slice.ts';
import { href } from '../routing/route-table.ts';
import { CustomizerButton } from '../customizer/customizer-button.tsx';
import { AppNotifications } from '../navbar-tools/app-notifications.tsx';
import { AppSearch } from '../navbar-tools/app-search.tsx';
import { ShortcutsMenu } from '../navbar-tools/shortcuts-menu.tsx';
import type { RootState } from '../store.ts';
import { WallViewToggle } from './wall-view-toggle.tsx';

const modeIcons = { light: IconSun, dark: IconMoon, system: IconDeviceDesktop } as const;

/** A navbar tool: a round icon button that opens its menu under it. */
function NavbarMenu({
  label,
  icon,
  children,
}: {
  label: string;
  icon: ReactNode;
  children: ReactNode;
}) {
  return (
    <Menu
      align="end"
      trigger={
        <IconButton label={label} variant="text" color="secondary" shape="round">
          {icon}
        </IconButton>
      }
    >
      {children}
    </Menu>
  );
}

/** The top bar's tools: language, theme and the account menu. Search, notifications and the customizer join them next. */
export function Navbar() {
  const { t, i18n } = useTranslation('app');
  const { settings, setSettings } = useAppearance();
  const user = useSelector((state: RootState) => state.session.userData);
  const dispatch = useDispatch();
  const navigate = useNavigate();
  const ModeIcon = modeIcons[settings.mode];

  return (
    <Stack direction="row" align="center" gap={1} style={{ inlineSize: '100%' }}>
      <AppSearch />
      <span style={{ flex: 1 }} />
      <WallViewToggle />
      <NavbarMenu label={t('navbar.language')} icon={<IconLanguage size={22} />}>
        <Menu.RadioGroup
          value={i18n.language}
          onValueChange={(lng) => void i18n.changeLanguage(lng)}
        >
          {languages.map((l) => (
            <Menu.RadioItem key={l.code} value={l.code} lang={l.code}>
              {l.label}
            </Menu.RadioItem>
          ))}
        </Menu.RadioGroup>
      </NavbarMenu>
      <NavbarMenu label={t('navbar.theme')} icon={<ModeIcon size={22} />}>
        <Menu.RadioGroup
          value={settings.mode}
          onValueChange={(mode) => setSettings({ mode: mode as ModeSetting })}
        >
          {(['light', 'dark', 'system'] as const).map((mode) => {
            const Icon = modeIcons[mode];
            return (
              <Menu.RadioItem key={mode} value={mode}>
                <Icon size={18} aria-hidden /> {t(`navbar.modes.${mode}`)}
              </Menu.RadioItem>
            );
          })}
        </Menu.RadioGroup>
      </NavbarMenu>
      <ShortcutsMenu />
      <AppNotifications />
      <CustomizerButton />
      <NavbarMenu
        label={t('navbar.accountMenu')}
        icon={
          <Avatar name={user?.fullName ?? ''} src={user?.avatar} size="sm" status="online" alt="" />
        }
      >
        {user && (
          <Menu.Label>
            <Typography variant="subtitle" as="span">
              {user.fullName}
            </Typography>{' '}
            <Typography variant="caption" color="secondary">
              {user.role}
            </Typography>
          </Menu.Label>
        )}
        <Menu.Item onSelect={() => void navigate(href('userProfile', { tab: 'profile' }))}>
          {t('navbar.profile')}
        </Menu.Item>
        <Menu.Item onSelect={() => void navigate(href('accountSettings', { tab: 'account' }))}>
          {t('navbar.settings')}
        </Menu.Item>
        <Menu.Item
          onSelect={() => void navigate(href('accountSettings', { tab: 'billing-plans' }))}
        >
          {t('navbar.billing')}
        </Menu.Item>
        <Menu.Item onSelect={() => void navigate(href('pricing'))}>{t('navbar.pricing')}</Menu.Item>
        <Menu.Item onSelect={() => void navigate(href('faq'))}>{t('navbar.faq')}</Menu.Item>
        <Menu.Separator />
        <Menu.Item
          destructive
          icon={<IconLogout size={18} />}
          onSelect={() => {
            dispatch(signOut());
            void navigate(href('login'));
          }}
        >
          {t('navbar.logout')}
        </Menu.Item>
      </NavbarMenu>
    </Stack>
  );
}
