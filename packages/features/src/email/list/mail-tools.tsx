import type { EmailFolder, EmailLabel } from '@atrium/mocks/types';
import { EMAIL_FOLDERS, EMAIL_LABELS } from '@atrium/mocks/values';
import { IconFolder, IconTag } from '@tabler/icons-react';
import { forwardRef, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

import { IconButton, Menu, type IconButtonProps } from '@atrium/ui';

import type { MailActions } from './use-mail-actions.ts';

export interface MailToolProps extends Omit<IconButtonProps, 'children'> {
  icon: ReactNode;
}

/** A toolbar's icon button (the bulk bar's, the reader's): small, quiet, named by `label`. */
export const MailTool = forwardRef<HTMLButtonElement, MailToolProps>(function MailTool(
  { icon, ...rest },
  ref,
) {
  return (
    <IconButton ref={ref} variant="text" color="secondary" size="sm" {...rest}>
      {icon}
    </IconButton>
  );
});

export interface MailMenuProps {
  ids: readonly number[];
  actions: MailActions;
}

/**
 * "Move to" a folder, the mails' own folder left out when they share one. Its open state can be
 * held outside: Mail's `e` opens the open mail's menu, its first folder focused.
 */
export function MoveMenu({
  ids,
  actions,
  current,
  open,
  onOpenChange,
}: MailMenuProps & {
  current?: EmailFolder;
  open?: boolean | undefined;
  onOpenChange?: ((open: boolean) => void) | undefined;
}) {
  const { t } = useTranslation('email');
  return (
    <Menu
      trigger={<MailTool label={t('bulk.moveTo')} icon={<IconFolder size={18} />} />}
      {...(open === undefined ? {} : { open })}
      {...(onOpenChange ? { onOpenChange } : {})}
    >
      {EMAIL_FOLDERS.filter((folder) => folder !== current).map((folder) => (
        <Menu.Item key={folder} onSelect={() => actions.move(ids, folder)}>
          {t(`views.${folder}`)}
        </Menu.Item>
      ))}
    </Menu>
  );
}

/**
 * The labels: each toggles on every mail. With `has` (one mail), each shows whether the mail
 * has it; a selection's labels differ from mail to mail, so there each is named as a toggle.
 */
export function LabelMenu({ ids, actions, has }: MailMenuProps & { has?: readonly EmailLabel[] }) {
  const { t } = useTranslation('email');
  return (
    <Menu trigger={<MailTool label={t('bulk.label')} icon={<IconTag size={18} />} />}>
      {EMAIL_LABELS.map((label) =>
        has ? (
          <Menu.CheckboxItem
            key={label}
            checked={has.includes(label)}
            onCheckedChange={() => actions.toggleLabel(ids, label)}
          >
            {t(`labels.${label}`)}
          </Menu.CheckboxItem>
        ) : (
          <Menu.Item
            key={label}
            onSelect={() => actions.toggleLabel(ids, label)}
            aria-label={t('bulk.labelToggle', { label: t(`labels.${label}`) })}
          >
            {t(`labels.${label}`)}
          </Menu.Item>
        ),
      )}
    </Menu>
  );
}
