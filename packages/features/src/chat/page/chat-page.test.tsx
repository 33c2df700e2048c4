import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';

import { getDb } from '@atrium/mocks';
import { CHAT_EVENTS } from '@atrium/mocks/values';

import { realtimeEventReceived } from '../../api/realtime-events.ts';
import { setupFakeApi } from '../../test/msw-server.ts';
import { renderWithUrl, urlSearch } from '../../test/render-list-page.tsx';
import { ChatPage } from './chat-page.tsx';

const server = setupFakeApi();

const GAVIN = 1; // a chat with nothing unseen
const HARRIET = 2; // a chat with one unseen message
const chatOf = (userId: number) => getDb().chat.chats.find((c) => c.userId === userId);
const contactOf = (userId: number) => getDb().chat.contacts.find((c) => c.id === userId)!;
const unreadOf = (userId: number) => screen.getByTestId(`chat-row-${userId}-unread`);

async function renderAt(entry = '/apps/chat') {
  const user = userEvent.setup();
  const view = renderWithUrl(<ChatPage />, entry, '/apps/chat');
  await screen.findByTestId('chat-list');
  return { user, store: view.store };
}

async function openChat(user: ReturnType<typeof userEvent.setup>, userId: number) {
  await user.click(
    within(screen.getByTestId(`chat-row-${userId}`)).getByRole('button', {
      name: new RegExp(contactOf(userId).fullName),
    }),
  );
  return screen.findByTestId('chat-conversation');
}

describe('ChatPage', { timeout: 60_000 }, () => {
  it('shows the chats with their unseen badge, and opening one clears it', async () => {
    const { user } = await renderAt();
    expect(screen.getByTestId('chat-empty')).toBeInTheDocument();
    expect(unreadOf(HARRIET)).toHaveTextContent('1 unread');
    await openChat(user, HARRIET);
    expect(urlSearch()).toBe(`?chat=${HARRIET}`);
    await waitFor(() => expect(unreadOf(HARRIET)).not.toHaveTextContent(/unread/));
    expect(chatOf(HARRIET)?.unseenMsgs).toBe(0);
    const log = screen.getByRole('log', { name: 'Messages with Harriet McBride' });
    expect(within(log).getAllByTestId('chat-message')).toHaveLength(
      chatOf(HARRIET)!.messages.length,
    );
  });

  it('sends with Enter (Shift+Enter adds a line), sent, then seen as the contact says', async () => {
    const { user, store } = await renderAt(`/apps/chat?chat=${GAVIN}`);
    const conversation = within(await screen.findByTestId('chat-conversation'));
    const box = conversation.getByRole('textbox', { name: 'Message' });
    await user.type(box, 'Release notes{Shift>}{Enter}{/Shift}are ready');
    expect(box).toHaveValue('Release notes\nare ready');
    await user.keyboard('{Enter}');
    await waitFor(() =>
      expect(chatOf(GAVIN)?.messages.at(-1)?.message).toBe('Release notes\nare ready'),
    );
    expect(box).toHaveValue('');
    const sent = chatOf(GAVIN)!.messages.at(-1)!;
    const mine = () => conversation.getAllByTestId('chat-message').at(-1)!;
    await waitFor(() => expect(mine()).toHaveTextContent('Release notesare ready'));
    expect(within(mine()).getByRole('img', { name: 'Sent' })).toBeInTheDocument();

    // The contact's side, as the app's socket hands it over.
    const feedback = { isSent: true, isDelivered: true, isSeen: true };
    act(() => {
      store.dispatch(
        realtimeEventReceived({
          name: CHAT_EVENTS.seen,
          data: { userId: GAVIN, chatId: 1, time: sent.time, feedback },
        }),
      );
    });
    await within(mine()).findByRole('img', { name: 'Seen' });

    // They type, then answer: the indicator, then the reply in the conversation.
    act(() => {
      store.dispatch(realtimeEventReceived({ name: CHAT_EVENTS.typing, data: { userId: GAVIN } }));
    });
    expect(screen.getByTestId('chat-typing')).toHaveTextContent('Gavin Griffith is typing…');
    const reply = { message: 'Thanks!', time: sent.time, senderId: GAVIN, feedback };
    act(() => {
      store.dispatch(
        realtimeEventReceived({
          name: CHAT_EVENTS.message,
          data: { userId: GAVIN, chatId: 1, msg: reply, unseenMsgs: 1 },
        }),
      );
    });
    await waitFor(() => expect(mine()).toHaveTextContent('Thanks!'));
    expect(screen.getByTestId('chat-typing')).toHaveTextContent('');
  });

  it('starts a chat with a contact by the first message: the chat joins the list', async () => {
    const { user } = await renderAt();
    const danny = 3;
    expect(chatOf(danny)).toBeUndefined();
    await user.click(
      within(screen.getByTestId(`contact-row-${danny}`)).getByRole('button', {
        name: /Danny Conner/,
      }),
    );
    await screen.findByTestId('chat-no-messages');
    await user.type(screen.getByRole('textbox', { name: 'Message' }), 'Hello Danny{Enter}');
    await waitFor(() => expect(chatOf(danny)?.messages).toHaveLength(1));
    expect(chatOf(danny)?.id).toBe(3);
    await screen.findByTestId(`chat-row-${danny}`);
    await waitFor(() => expect(screen.getAllByTestId('chat-message')).toHaveLength(1));
  });

  it("raises another chat's badge when a message arrives for it", async () => {
    const { store } = await renderAt(`/apps/chat?chat=${GAVIN}`);
    await screen.findByTestId('chat-conversation');
    const msg = {
      message: 'Report attached',
      time: '2026-01-01T00:00:00.000Z',
      senderId: HARRIET,
      feedback: { isSent: true, isDelivered: true, isSeen: false },
    };
    act(() => {
      store.dispatch(
        realtimeEventReceived({
          name: CHAT_EVENTS.message,
          data: { userId: HARRIET, chatId: 2, msg, unseenMsgs: 3 },
        }),
      );
    });
    await waitFor(() => expect(unreadOf(HARRIET)).toHaveTextContent('3 unread'));
    expect(screen.getByTestId(`chat-row-${HARRIET}`)).toHaveTextContent('Report attached');
  });

  it('searches contacts by name as typed', async () => {
    const { user } = await renderAt();
    await user.type(screen.getByRole('searchbox', { name: 'Search contacts' }), 'jan');
    await waitFor(() =>
      expect(within(screen.getByTestId('contact-list')).getAllByRole('listitem')).toHaveLength(1),
    );
    expect(screen.getByTestId('contact-list')).toHaveTextContent('Janie West');
    await user.clear(screen.getByRole('searchbox', { name: 'Search contacts' }));
    await user.type(screen.getByRole('searchbox', { name: 'Search contacts' }), 'zzz');
    await screen.findByTestId('chat-no-match');
  });

  it('blocks a contact and clears a chat, each after a confirm, and saves them', async () => {
    const { user } = await renderAt(`/apps/chat?chat=${GAVIN}`);
    await user.click(await screen.findByRole('button', { name: /Gavin Griffith.*Show details/ }));
    const panel = within(await screen.findByRole('dialog', { name: 'Contact' }));
    await user.click(panel.getByRole('button', { name: 'Clear chat' }));
    const clear = within(await screen.findByRole('alertdialog'));
    expect(clear.getByRole('heading')).toHaveTextContent('Clear the chat with Gavin Griffith?');
    await user.click(clear.getByRole('button', { name: 'Clear chat' }));
    await waitFor(() => expect(chatOf(GAVIN)?.messages).toHaveLength(0));
    await screen.findByText('The chat is cleared.');

    await user.click(panel.getByRole('button', { name: 'Block contact' }));
    const block = within(await screen.findByRole('alertdialog'));
    await user.click(block.getByRole('button', { name: 'Cancel' }));
    expect(contactOf(GAVIN).isBlocked).toBeFalsy();
    await user.click(panel.getByRole('button', { name: 'Block contact' }));
    await user.click(
      within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Block contact' }),
    );
    await waitFor(() => expect(contactOf(GAVIN).isBlocked).toBe(true));
    await screen.findByText('Gavin Griffith is blocked.');
  });

  it('saves the profile: status and a setting', async () => {
    const { user } = await renderAt();
    await user.click(screen.getByTestId('chat-profile-button'));
    const panel = within(await screen.findByRole('dialog', { name: 'Your profile' }));
    await user.click(panel.getByRole('radio', { name: 'Busy' }));
    await waitFor(() => expect(getDb().chat.profileUser.status).toBe('busy'));
    await user.click(panel.getByRole('switch', { name: 'Notifications' }));
    await waitFor(() => expect(getDb().chat.profileUser.settings.isNotificationsOn).toBe(true));
  });

  it('says when the chats cannot be loaded, and loads them on retry', async () => {
    let fail = true;
    server.use(
      http.get('*/api/apps/chat/chats-and-contacts', () =>
        fail ? HttpResponse.json({}, { status: 500 }) : undefined,
      ),
    );
    const user = userEvent.setup();
    renderWithUrl(<ChatPage />, '/apps/chat', '/apps/chat');
    const error = await screen.findByTestId('chat-sidebar-error');
    fail = false;
    await user.click(within(error).getByRole('button', { name: 'Try again' }));
    await screen.findByTestId('chat-list');
  });
});
