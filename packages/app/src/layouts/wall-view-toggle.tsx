import { IconDeviceTv, IconDeviceTvOff } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router-dom';

import { IconButton } from '@atrium/ui';

import { wallToggleTarget } from './wall-paths.ts';

/**
 * A navbar toggle between a dashboard and its full-bleed wall view (the coin360 layout), shown
 * only on pages that have one. Pressed while on the wall view.
 */
export function WallViewToggle() {
  const { t } = useTranslation('app');
  const { pathname, search } = useLocation();
  const navigate = useNavigate();
  const target = wallToggleTarget(pathname);
  if (!target) return null;
  return (
    <IconButton
      label={target.inWall ? t('wallView.exit') : t('wallView.enter')}
      variant="text"
      color="secondary"
      shape="round"
      aria-pressed={target.inWall}
      onClick={() => void navigate(`${target.to}${search}`)}
    >
      {target.inWall ? <IconDeviceTvOff size={22} /> : <IconDeviceTv size={22} />}
    </IconButton>
  );
}
