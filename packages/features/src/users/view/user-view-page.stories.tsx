import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';

import { getDb, usersHandlers } from '@atrium/mocks';

import { detailsPageStories } from '../../test/details-stories.ts';
import { patient } from '../../test/story-handlers.ts';
import { usersPaths } from '../routes.ts';
import { UserViewPage } from './user-view-page.tsx';
import { userViewPath, type UserTab } from './user-view-path.ts';

/** A seeded Active user (the Suspend button is live), with projects, devices and cards. */
const USER_ID = 2;
const shown = () => getDb().users.find((u) => u.id === USER_ID);
const url = (tab?: UserTab) => userViewPath(USER_ID, tab);

const kit = detailsPageStories(UserViewPage, {
  path: usersPaths['user.view'],
  initialEntry: url(),
  domain: 'users',
  handlers: usersHandlers,
  endpoint: '*/api/apps/users/:id',
});

const meta = {
  title: 'Features/Users/UserView/UserViewPage',
  ...kit.meta,
} satisfies Meta<typeof UserViewPage>;
export default meta;

type Story = StoryObj<typeof meta>;

const heading = (canvasElement: HTMLElement) =>
  waitFor(() => {
    const h1 = canvasElement.querySelector('h1');
    if (!h1 || h1.textContent !== shown()?.fullName) throw new Error('Not loaded yet');
    return h1;
  }, patient);

const toastShown = (canvasElement: HTMLElement, severity: 'success' | 'error') =>
  waitFor(
    () =>
      expect(
        canvasElement.ownerDocument.querySelector(`[data-severity="${severity}"]`),
      ).not.toBeNull(),
    patient,
  );

/** The account tab: profile, plan usage, projects and the activity timeline. */
export const Account: Story = {
  play: async ({ canvas, canvasElement }) => {
    await heading(canvasElement);
    await expect(canvas.getByTestId('user-tab-account')).toHaveAttribute('aria-current', 'page');
    await expect(await canvas.findByTestId('user-projects')).toBeVisible();
    await expect(canvas.getByTestId('plan-card')).toBeVisible();
  },
};

/** Security: a weak password is refused under its field, then a good one is accepted. */
export const Security: Story = {
  parameters: kit.at(url('security')),
  play: async ({ canvas, canvasElement }) => {
    await heading(canvasElement);
    const form = canvas.getByTestId('password-form');
    const [password, confirm] = form.querySelectorAll('input');
    const submit = form.querySelector('button[type="submit"]');
    if (!password || !confirm || !submit) throw new Error('No password form');
    await userEvent.type(password, 'weak');
    await userEvent.click(submit);
    await waitFor(() => expect(password).toHaveAttribute('aria-invalid', 'true'));
    await userEvent.clear(password);
    await userEvent.type(password, 'Harbour2026');
    await userEvent.type(confirm, 'Harbour2026');
    await userEvent.click(submit);
    await waitFor(() => expect(password).toHaveValue(''), patient);
    await toastShown(canvasElement, 'success');
  },
};

export const Billing: Story = {
  parameters: kit.at(url('billing')),
  play: async ({ canvas, canvasElement }) => {
    await heading(canvasElement);
    await expect(canvas.getAllByTestId('payment-method').length).toBeGreaterThan(0);
    await expect(canvas.getByTestId('billing-address-form')).toBeVisible();
  },
};

export const Notifications: Story = {
  parameters: kit.at(url('notifications')),
  play: async ({ canvas, canvasElement }) => {
    await heading(canvasElement);
    await expect(canvas.getByTestId('notifications-save')).toBeVisible();
  },
};

export const Connections: Story = {
  parameters: kit.at(url('connections')),
  play: async ({ canvas, canvasElement }) => {
    await heading(canvasElement);
    await expect(canvas.getByTestId('connection-github')).toBeVisible();
  },
};

/** Edit: the contact is changed and saved; the dialog closes, a toast says so, the card shows it. */
export const EditSaves: Story = {
  play: async ({ canvas, canvasElement }) => {
    await heading(canvasElement);
    await userEvent.click(canvas.getByTestId('user-edit'));
    const body = within(canvasElement.ownerDocument.body);
    const form = await body.findByTestId('user-edit-form');
    const contact = form.querySelector<HTMLInputElement>('input[name="contact"]');
    if (!contact) throw new Error('No contact field');
    await userEvent.clear(contact);
    await userEvent.type(contact, '+1 (555) 010-2026');
    await userEvent.click(body.getByTestId('user-edit-form-submit'));
    await toastShown(canvasElement, 'success');
    await waitFor(() => expect(body.queryByTestId('user-edit-form')).toBeNull(), patient);
    await expect(await canvas.findByText('+1 (555) 010-2026')).toBeVisible();
  },
};

/** Suspend: after the confirm the user is Inactive and the button says Suspended. */
export const Suspend: Story = {
  play: async ({ canvas, canvasElement }) => {
    await heading(canvasElement);
    await userEvent.click(canvas.getByTestId('user-suspend'));
    const dialog = await within(canvasElement.ownerDocument.body).findByRole('alertdialog');
    const buttons = within(dialog).getAllByRole('button');
    const confirm = buttons[buttons.length - 1];
    if (!confirm) throw new Error('No confirm button');
    await userEvent.click(confirm);
    await toastShown(canvasElement, 'success');
    await waitFor(
      () => expect(canvas.getByTestId('user-suspend')).toHaveAttribute('aria-disabled', 'true'),
      patient,
    );
  },
};

/** Read-only (read on User, no update): no Edit, Suspend, Upgrade or card actions. */
export const ReadOnly: Story = {
  parameters: { ...kit.at(url('billing')), access: [{ action: 'read', subject: 'User' }] },
  play: async ({ canvas, canvasElement }) => {
    await heading(canvasElement);
    await expect(canvas.queryByTestId('user-edit')).toBeNull();
    await expect(canvas.queryByTestId('user-suspend')).toBeNull();
    await expect(canvas.queryByTestId('plan-upgrade')).toBeNull();
    await expect(canvas.queryByTestId('card-add')).toBeNull();
  },
};

export const NotFound: Story = kit.notFound(userViewPath(999), 'user-not-found');

export const Loading: Story = kit.loading;

export const ServerError: Story = kit.serverError;
