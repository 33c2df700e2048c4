import { http } from 'msw';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';

import { getDb } from '@atrium/mocks';

import { formStories, inputNamed } from '../../../test/form-stories.ts';
import { patient, withEcommerce } from '../../../test/story-handlers.ts';

type Settings = ReturnType<typeof getDb>['ecommerceSettings'];

/**
 * A settings section's form stories (`formStories`): the seeded section (one fixed record), copied
 * so no story edits the live db's, saved with the settings PUT (packages/mocks/README.md); with
 * `stored` (the section in the fake API now) and the two ways a save is refused.
 */
export function settingsFormStories<C, K extends keyof Settings>(
  component: C,
  section: K,
  reportsDirty = true,
) {
  const kit = formStories(component, {
    initial: structuredClone(getDb().ecommerceSettings[section]),
    saveCall: (resolver) => http.put('*/api/apps/ecommerce/settings', resolver),
    withHandlers: withEcommerce,
    saveTestId: 'settings-save',
    reportsDirty,
  });
  return {
    ...kit,
    /** The section as the fake API holds it now, to see what a save stored. */
    stored: () => getDb().ecommerceSettings[section],
    /** Saves and waits (patiently) for `field` to be marked refused. */
    saveRefuses: async (canvasElement: HTMLElement, field: HTMLElement) => {
      await kit.save(canvasElement);
      await waitFor(() => expect(field).toHaveAttribute('aria-invalid', 'true'), patient);
    },
    /** Saves and waits (patiently) for the section's alert (`data-testid` `alertTestId`). */
    saveAlerts: async (canvasElement: HTMLElement, alertTestId: string) => {
      await kit.save(canvasElement);
      const alert = await within(canvasElement).findByTestId(alertTestId, {}, patient);
      await expect(alert).toBeVisible();
    },
  };
}

/** The zone dialog (add or edit) once it is open; it is portalled, so found on the screen. */
export const zoneDialog = () => screen.findByRole('dialog', {}, patient);

/** Opens zone `id`'s edit dialog (its buttons: edit, then delete); returns it and its name field. */
export async function editZone(canvasElement: HTMLElement, id: string) {
  const zone = within(canvasElement).getByTestId(`zone-${id}`);
  await userEvent.click(within(zone).getAllByRole('button')[0] as HTMLElement);
  const dialog = await zoneDialog();
  return { dialog, name: inputNamed(dialog, 'name') };
}

/** Opens the add-zone dialog, saves it empty and waits for a field to be refused. */
export async function addEmptyZoneRefused(canvasElement: HTMLElement) {
  await userEvent.click(await within(canvasElement).findByTestId('zone-add', {}, patient));
  const dialog = await zoneDialog();
  await userEvent.click(within(dialog).getByTestId('zone-save'));
  await waitFor(
    () => expect(dialog.querySelector('[aria-invalid="true"]')).not.toBeNull(),
    patient,
  );
}
