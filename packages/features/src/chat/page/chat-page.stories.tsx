import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';

import { patient } from '../../test/story-handlers.ts';
import { withFrame } from '../../test/story-layout.tsx';
import {
  failingChat,
  failingChats,
  longConversation,
  pendingChats,
  seededContact,
} from '../test/chat-story-handlers.ts';
import { ChatPage } from './chat-page.tsx';

const meta = {
  title: 'Features/Chat/ChatPage',
  component: ChatPage,
  parameters: { layout: 'padded' },
  // The app gives the screen a fixed height and each pane scrolls on its own.
  decorators: [withFrame({ blockSize: 720, inlineSize: 1200 })],
} satisfies Meta<typeof ChatPage>;
export default meta;

type Story = StoryObj<typeof meta>;

const harriet = seededContact('Harriet McBride');
const gavin = seededContact('Gavin Griffith');
const at = (userId: number) => ({ router: { initialEntry: `/apps/chat?chat=${userId}` } });

const opened = async (canvasElement: HTMLElement) => {
  const canvas = within(canvasElement);
  await canvas.findByTestId('chat-conversation', {}, patient);
  return canvas;
};

/** A chat open: its messages grouped by sender and day, the badge of the chat cleared. */
export const Default: Story = {
  parameters: at(harriet.id),
  play: async ({ canvasElement }) => {
    const canvas = await opened(canvasElement);
    await expect(canvas.getAllByTestId('chat-message').length).toBeGreaterThan(0);
    await waitFor(() =>
      expect(canvas.getByTestId(`chat-row-${harriet.id}-unread`)).toBeEmptyDOMElement(),
    );
  },
};

/** No chat open: the lists and an invitation to start. */
export const NoChatOpen: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByTestId('chat-list', {}, patient);
    await expect(canvas.getByTestId('chat-empty')).toBeVisible();
    await expect(canvas.getByTestId(`chat-row-${harriet.id}-unread`)).not.toBeEmptyDOMElement();
  },
};

/** Enter sends: the message joins the conversation with its "sent" tick. */
export const SendingAMessage: Story = {
  parameters: at(gavin.id),
  play: async ({ canvasElement }) => {
    const canvas = await opened(canvasElement);
    const before = canvas.getAllByTestId('chat-message').length;
    await userEvent.type(canvas.getByRole('textbox'), 'Ship it{Enter}');
    await waitFor(() => expect(canvas.getAllByTestId('chat-message')).toHaveLength(before + 1));
    const last = canvas.getAllByTestId('chat-message').at(-1)!;
    await expect(last.querySelector('[data-tick="sent"]')).not.toBeNull();
  },
};

/** The same screen in Arabic: the panes and the user's own messages mirrored. */
export const RightToLeft: Story = {
  ...Default,
  globals: { language: 'ar' },
};

/** The open chat's contact in their panel: about, status, Block and Clear chat. */
export const ContactPanelOpen: Story = {
  parameters: at(gavin.id),
  play: async ({ canvasElement }) => {
    const canvas = await opened(canvasElement);
    await userEvent.click(canvas.getByTestId('chat-contact-button'));
    const panel = await within(document.body).findByTestId('chat-contact-panel', {}, patient);
    await expect(within(panel).getByTestId('chat-block')).toBeEnabled();
    await expect(within(panel).getByTestId('chat-clear')).toBeEnabled();
  },
};

/** The user's own profile: about, status and the two switches. */
export const ProfilePanelOpen: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByTestId('chat-profile-button', {}, patient));
    const panel = await within(document.body).findByTestId('chat-profile-panel', {}, patient);
    await expect(within(panel).getAllByRole('radio')).toHaveLength(4);
    await expect(within(panel).getAllByRole('switch')).toHaveLength(2);
  },
};

/** 2,000 messages: the list opens at the newest and mounts only those in view. */
export const LongConversation: Story = {
  parameters: { ...at(gavin.id), ...longConversation(gavin.id, 2_000) },
  play: async ({ canvasElement }) => {
    const canvas = await opened(canvasElement);
    await waitFor(() => expect(canvas.getByText('Message 2000 of 2000')).toBeVisible());
    await expect(canvas.getAllByTestId('chat-message').length).toBeLessThanOrEqual(80);
  },
};

/** The lists never answer, a chat in the URL: placeholders in both panes. */
export const Loading: Story = {
  parameters: { ...at(harriet.id), ...pendingChats },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByTestId('chat-sidebar-loading', {}, patient);
    await expect(canvas.getByTestId('chat-conversation-loading')).toBeVisible();
  },
};

/** The open chat fails to load: its error with a retry, the lists still there. */
export const ConversationError: Story = {
  parameters: { ...at(gavin.id), ...failingChat(gavin.id) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const error = await canvas.findByTestId('chat-conversation-error', {}, patient);
    await expect(within(error).getByRole('button')).toBeEnabled();
    await expect(canvas.getByTestId('chat-list')).toBeVisible();
  },
};

/** The lists fail: the error with its retry. */
export const ServerError: Story = {
  parameters: failingChats,
  play: async ({ canvasElement }) => {
    const error = await within(canvasElement).findByTestId('chat-sidebar-error', {}, patient);
    await expect(within(error).getByRole('button')).toBeEnabled();
  },
};
