import type { NamespaceResources } from '@atrium/ui';

/**
 * Every feature's texts, keyed by namespace (the feature's folder name). A feature adds its
 * `locales/index.ts` here when it lands; the app and Storybook register them all.
 */
export const featureNamespaces: Record<string, NamespaceResources> = {};
