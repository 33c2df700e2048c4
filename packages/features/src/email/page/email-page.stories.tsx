import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';

import { getDb } from '@atrium/mocks';

import { patient } from '../../test/story-handlers.ts';
import { withFrame } from '../../test/story-layout.tsx';
import {
  bigMailbox,
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

/** A story opening `mail` in the reading pane, and the pane once it is there. */
const opening = (mail: { id: number }) => ({
  parameters: { router: { initialEntry: `/apps/email?mail=${mail.id}` } },
});
const readerIn = async (canvasElement: HTMLElement) =>
  within(await within(canvasElement).findByTestId('mail-reader', {}, patient));

const reply = seededMail('Partnership proposal');

/**
 * A mail open (in the list's place, below 1536 px): its thread, the earlier message folded
 * under the reply.
 */
export const ReadingAThread: Story = {
  ...opening(reply),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const reader = await readerIn(canvasElement);
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
  ...opening(withFiles),
  play: async ({ canvasElement }) => {
    const reader = await readerIn(canvasElement);
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

/** A folder of 5,000 mails: only the rows in view are mounted, and the list scrolls them. */
export const ThousandsOfMails: Story = {
  parameters: bigMailbox(5000),
  play: async ({ canvasElement }) => {
    const canvas = await listed(canvasElement);
    const list = canvas.getByTestId('mail-list');
    await expect(list.querySelectorAll('li').length).toBeLessThanOrEqual(60);
    const scroller = list.parentElement!;
    // Measured rows change the list's height as it scrolls: go on to the end until it is there.
    await waitFor(() => {
      scroller.scrollTop = scroller.scrollHeight;
      if (!list.querySelector('[data-index="4999"]')) throw new Error('not at the end yet');
    }, patient);
    await expect(list.querySelectorAll('li').length).toBeLessThanOrEqual(60);
    // Back to the top for the picture, held there: rows measured on the way back can move the
    // scroll position a frame later, and a picture a few pixels off would differ from its baseline.
    await waitFor(async () => {
      scroller.scrollTop = 0;
      await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
      if (!list.querySelector('[data-index="0"]') || scroller.scrollTop !== 0) {
        throw new Error('not at the top yet');
      }
    }, patient);
  },
};

/** `?`: the keyboard shortcuts, from the table the keys are read with. */
export const KeyboardHelp: Story = {
  play: async ({ canvasElement }) => {
    await listed(canvasElement);
    await userEvent.keyboard('?');
    const help = await within(canvasElement.ownerDocument.body).findByTestId('mail-keys-help');
    await expect(help.querySelectorAll('kbd').length).toBeGreaterThanOrEqual(11);
  },
};
