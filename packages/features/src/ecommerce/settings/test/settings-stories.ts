import { http } from 'msw';

import { getDb } from '@atrium/mocks';

import { formStories } from '../../../test/form-stories.ts';
import { withEcommerce } from '../../../test/story-handlers.ts';

type Settings = ReturnType<typeof getDb>['ecommerceSettings'];

/**
 * A settings section's form stories (`formStories`): the seeded section (one fixed record), copied
 * so no story edits the live db's, saved with the settings PUT (packages/mocks/README.md).
 */
export function settingsFormStories<C, K extends keyof Settings>(
  component: C,
  section: K,
  reportsDirty = true,
) {
  return formStories(component, {
    initial: structuredClone(getDb().ecommerceSettings[section]),
    saveCall: (resolver) => http.put('*/api/apps/ecommerce/settings', resolver),
    withHandlers: withEcommerce,
    saveTestId: 'settings-save',
    reportsDirty,
  });
}
