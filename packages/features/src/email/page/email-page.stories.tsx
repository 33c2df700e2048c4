import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';

import { getDb } from '@atrium/mocks';

import { patient } from '../../test/story-handlers.ts';
import { withFrame } from '../../test/story-layout.tsx';
import {
  emptyMailbox,
  failingMailbox,
  pendingMailbox,
  seededMail,
} from '../test/email-story-handlers.ts';
import { EmailPage } from './email-page.tsx';

const meta = {
  title: 'Features/Email/EmailPage',
  component: EmailPage,
  parameters: { layout: 'padded' },
  // The app gives the screen a fixed height and each pane scrolls on its own.
  decorators: [withFrame({ blockSize: 720, inlineSize: 1200 })],
} satisfies Meta<typeof EmailPage>;
export default meta;

type Story = StoryObj<typeof meta>;

const listed = async (canvasElement: HTMLElement) => {
  const canvas = within(canvasElement);
  await canvas.findByTestId('mail-list', {}, patient);
  return canvas;
};

/** The inbox: unread mail in bold, labels, attachments, the views' counts. */
export const Inbox: Story = {
  play: async ({ canvasElement }) => {
    const canvas = await listed(canvasElement);
    const inbox = getDb().emails.filter((e) => e.folder === 'inbox' && !e.isDeleted);
    await expect(within(canvas.getByTestId('mail-list')).getAllByRole('listitem')).toHaveLength(
      inbox.length,
    );
    await expect(canvas.getByRole('link', { name: /^Inbox|البريد الوارد/ })).toHaveAttribute(
      'aria-current',
      'page',
    );
  },
};

const reply = seededMail('Partnership proposal');

/**
 * A mail open (in the list's place, below 1536 px): its thread, the earlier message folded
 * under the reply.
 */
export const ReadingAThread: Story = {
  parameters: { router: { initialEntry: `/apps/email?mail=${reply.id}` } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const reader = within(await canvas.findByTestId('mail-reader', {}, patient));
    await expect(reader.getByRole('heading', { level: 2 })).toHaveTextContent(reply.subject);
    await userEvent.click(reader.getByTestId('mail-earlier'));
    await waitFor(() =>
      expect(canvas.getByTestId('mail-reader').querySelectorAll('iframe')).toHaveLength(2),
    );
  },
};

const withFiles = seededMail('New product photography');

/** A mail with attachments: each a download link with its size. */
export const WithAttachments: Story = {
  parameters: { router: { initialEntry: `/apps/email?mail=${withFiles.id}` } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const reader = within(await canvas.findByTestId('mail-reader', {}, patient));
    for (const file of withFiles.attachments)
      await expect(
        reader.getByRole('link', { name: new RegExp(file.fileName.replace('.', '\\.')) }),
      ).toHaveAttribute('download', file.fileName);
  },
};

/** A folder of its own address: Sent. */
export const SentFolder: Story = {
  parameters: {
    router: { initialEntry: '/apps/email/filter/sent', path: '/apps/email/filter/:filter' },
  },
  play: async ({ canvasElement }) => {
    const canvas = await listed(canvasElement);
    const sidebar = within(canvas.getByTestId('mail-sidebar'));
    await expect(sidebar.getAllByRole('link')[1]).toHaveAttribute('aria-current', 'page');
  },
};

/** Two mails selected: the bulk bar, and select all half checked. */
export const Selection: Story = {
  play: async ({ canvasElement }) => {
    const canvas = await listed(canvasElement);
    const boxes = within(canvas.getByTestId('mail-list')).getAllByRole('checkbox');
    await userEvent.click(boxes[0]!);
    await userEvent.click(boxes[1]!);
    await expect(canvas.getByTestId('mail-bulk-bar')).toBeVisible();
    await expect(canvas.getByTestId('mail-select-all')).toHaveAttribute('aria-checked', 'mixed');
  },
};

/** A search that finds nothing: say so, with a way back. */
export const NoMatch: Story = {
  parameters: { router: { initialEntry: '/apps/email?q=zzz' } },
  play: async ({ canvasElement }) => {
    await within(canvasElement).findByTestId('mail-list-no-match', {}, patient);
  },
};

/** An empty mailbox. */
export const Empty: Story = {
  parameters: emptyMailbox,
  play: async ({ canvasElement }) => {
    await within(canvasElement).findByTestId('mail-list-empty', {}, patient);
  },
};

/** The list call never answers: placeholders. */
export const Loading: Story = {
  parameters: pendingMailbox,
  play: async ({ canvasElement }) => {
    await within(canvasElement).findByTestId('mail-list-loading', {}, patient);
  },
};

/** The list call fails: the error with its retry. */
export const ServerError: Story = {
  parameters: failingMailbox,
  play: async ({ canvasElement }) => {
    const error = await within(canvasElement).findByTestId('mail-list-error', {}, patient);
    await expect(within(error).getByRole('button')).toBeEnabled();
  },
};
