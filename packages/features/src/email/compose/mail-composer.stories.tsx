import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';

import { patient } from '../../test/story-handlers.ts';
import { withFrame } from '../../test/story-layout.tsx';
import { EmailPage } from '../page/email-page.tsx';
import { seededMail } from '../test/email-story-handlers.ts';

/**
 * The composer over Mail, as it opens from Compose or a reply. The stories drive it by roles and
 * test ids, never by text, so they read the same in every language.
 */
const meta = {
  title: 'Features/Email/Composer',
  component: EmailPage,
  parameters: { layout: 'padded' },
  // The draft saves soon after typing, and each play waits for it: the Drafts count and the
  // composer's "saved" line are settled before the picture.
  args: { draftSaveDelayMs: 100 },
  // The composer is fixed to the screen's corner; the frame's transform makes it the frame's,
  // so the pictures hold it whatever the test viewport.
  decorators: [
    withFrame({ blockSize: 720, inlineSize: 1200, style: { transform: 'translateZ(0)' } }),
  ],
} satisfies Meta<typeof EmailPage>;
export default meta;

type Story = StoryObj<typeof meta>;

const screenOf = (canvasElement: HTMLElement) => within(canvasElement.ownerDocument.body);

async function openComposer(canvasElement: HTMLElement) {
  const canvas = within(canvasElement);
  await canvas.findByTestId('mail-list', {}, patient);
  await userEvent.click(canvas.getByTestId('mail-compose'));
  return within(await canvas.findByTestId('mail-composer'));
}

/** The text box inside the composer's field `testId` (an address field wraps its own). */
/** Waits for the composer's draft to be saved (the Drafts count has then moved). */
const draftSaved = async (canvasElement: HTMLElement) =>
  waitFor(() => {
    if (!canvasElement.querySelector('[data-testid="mail-composer"] [data-draft-status="saved"]'))
      throw new Error('the draft is not saved yet');
  }, patient);

const textboxIn = (composer: { getByTestId: (id: string) => HTMLElement }, testId: string) =>
  within(composer.getByTestId(testId)).getByRole('textbox');

/** A new mail being written: recipients as chips, Cc shown, the subject in the title bar. */
export const NewMessage: Story = {
  play: async ({ canvasElement }) => {
    const composer = await openComposer(canvasElement);
    await userEvent.type(
      textboxIn(composer, 'compose-to'),
      'amelia.chen@example.com, Bob Stone <bob@example.com>,',
    );
    await expect(within(composer.getByTestId('compose-to')).getAllByRole('listitem')).toHaveLength(
      2,
    );
    await userEvent.type(composer.getByTestId('compose-subject'), 'Spring catalogue');
    await expect(composer.getByRole('heading', { level: 2 })).toHaveTextContent('Spring catalogue');
    await draftSaved(canvasElement);
  },
};

/** Send with nobody to send to, and an address that is not one: the fields say so. */
export const InvalidRecipients: Story = {
  play: async ({ canvasElement }) => {
    const composer = await openComposer(canvasElement);
    const to = textboxIn(composer, 'compose-to');
    await userEvent.type(to, 'amelia.chen');
    await userEvent.keyboard('{Control>}{Enter}{/Control}');
    await waitFor(() => expect(to).toHaveAttribute('aria-invalid', 'true'));
    await expect(to).toHaveValue('amelia.chen');
  },
};

const quoted = seededMail('Partnership proposal');

/** Reply: the sender in To, the subject prefixed, the message quoted under a line to write on. */
export const Reply: Story = {
  parameters: { router: { initialEntry: `/apps/email?mail=${quoted.id}` } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const actions = await canvas.findByTestId('mail-reply-actions', {}, patient);
    await userEvent.click(within(actions).getAllByRole('button')[0]!);
    const composer = within(await canvas.findByTestId('mail-composer'));
    await expect(
      within(composer.getByTestId('compose-to')).getByRole('listitem'),
    ).toHaveTextContent(quoted.replies.at(-1)?.from.email ?? quoted.from.email);
    await expect(composer.getByRole('heading', { level: 2 })).toHaveTextContent(quoted.subject);
    await waitFor(() =>
      expect(composer.getByTestId('compose-message').querySelector('blockquote')).not.toBeNull(),
    );
  },
};

/** Minimised to its title bar: the page is free, and nothing typed is lost. */
export const Minimized: Story = {
  play: async ({ canvasElement }) => {
    const composer = await openComposer(canvasElement);
    await userEvent.type(composer.getByTestId('compose-subject'), 'Later');
    await draftSaved(canvasElement);
    const [minimize] = composer.getAllByRole('button', { expanded: true });
    await userEvent.click(minimize!);
    await expect(composer.queryByTestId('compose-subject')).not.toBeVisible();
  },
};

/** Discarding something written asks first. */
export const DiscardAsks: Story = {
  play: async ({ canvasElement }) => {
    const composer = await openComposer(canvasElement);
    await userEvent.type(composer.getByTestId('compose-subject'), 'Second thoughts');
    await draftSaved(canvasElement);
    const footer = composer.getAllByRole('button');
    await userEvent.click(footer[footer.length - 1]!);
    await expect(await screenOf(canvasElement).findByRole('alertdialog')).toBeVisible();
  },
};
