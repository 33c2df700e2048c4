import {
  IconBrandGithub,
  IconBrandReact,
  IconCheck,
  IconCircleDot,
  IconCrown,
  IconFlag,
  IconLanguage,
  IconLayoutGrid,
  IconMail,
  IconMessages,
  IconPhoneCall,
  IconUser,
  IconUsers,
  type TablerIcon,
} from '@tabler/icons-react';

/** The Tabler names the profile's seed uses (packages/mocks/src/db/seed/profile.ts). */
const ICONS: Record<string, TablerIcon> = {
  'brand-github': IconBrandGithub,
  'brand-react': IconBrandReact,
  check: IconCheck,
  crown: IconCrown,
  flag: IconFlag,
  language: IconLanguage,
  'layout-grid': IconLayoutGrid,
  mail: IconMail,
  messages: IconMessages,
  'phone-call': IconPhoneCall,
  user: IconUser,
  users: IconUsers,
};

/**
 * The icon of a Tabler name the fake API sends. Only the names in use are bundled (the whole set
 * is thousands of icons); an unknown name gets a neutral dot rather than nothing.
 */
export const profileIcon = (name: string): TablerIcon => ICONS[name] ?? IconCircleDot;
