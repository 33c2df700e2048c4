import { Badge, type ColorName, type NavIcon } from '@atrium/ui';
import type { EmailFilter, EmailLabel } from '@atrium/mocks/types';
import {
  IconBan,
  IconFile,
  IconInbox,
  IconSend,
  IconStar,
  IconTrash,
  type Icon,
} from '@tabler/icons-react';

/** Each label's colour: its dot in the side pane and its chip on a mail. */
export const LABEL_COLORS: Record<EmailLabel, ColorName> = {
  personal: 'success',
  company: 'primary',
  important: 'warning',
  private: 'error',
};

/** Each view's icon in the side pane. */
export const VIEW_ICONS: Record<EmailFilter, Icon> = {
  inbox: IconInbox,
  sent: IconSend,
  draft: IconFile,
  starred: IconStar,
  spam: IconBan,
  trashed: IconTrash,
};

/** A label's colour dot, drawn where the side pane draws an icon. */
function dotOf(color: ColorName): NavIcon {
  return function LabelDot({ className }) {
    return <Badge dot color={color} label="" className={className} aria-hidden />;
  };
}

export const LABEL_DOTS: Record<EmailLabel, NavIcon> = {
  personal: dotOf(LABEL_COLORS.personal),
  company: dotOf(LABEL_COLORS.company),
  important: dotOf(LABEL_COLORS.important),
  private: dotOf(LABEL_COLORS.private),
};
