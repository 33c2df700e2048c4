import {
  IconBox,
  IconCreditCard,
  IconFileCertificate,
  IconHelp,
  IconLock,
  IconRotate2,
  IconSettings,
  IconShoppingCart,
  IconTruckDelivery,
  IconUser,
  type TablerIcon,
} from '@tabler/icons-react';

/** The Tabler icons the FAQ groups and help-center categories name in the seed. */
const TOPIC_ICONS: Readonly<Record<string, TablerIcon>> = {
  box: IconBox,
  'credit-card': IconCreditCard,
  'file-certificate': IconFileCertificate,
  help: IconHelp,
  lock: IconLock,
  'rotate-2': IconRotate2,
  settings: IconSettings,
  'shopping-cart': IconShoppingCart,
  'truck-delivery': IconTruckDelivery,
  user: IconUser,
};

/** The icon a topic names; a help icon for a name this list lacks. */
export const topicIcon = (name: string): TablerIcon => TOPIC_ICONS[name] ?? IconHelp;
