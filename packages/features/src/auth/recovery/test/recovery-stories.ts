import { delay, http, HttpResponse } from 'msw';
import { expect, userEvent, waitFor } from 'storybook/test';

import { fixedNow, getDb, type AccountToken } from '@atrium/mocks';

import { patient } from '../../../test/story-handlers.ts';

/** The link token the reset and verify stories open (a fixture of the story's fresh db). */
export const STORY_TOKEN = 'StoryLink0123456789abcdefghijklmnopqrstuvwx';

/**
 * A story's `beforeEach`: the client account holds a `purpose` link in the given state, issued
 * `minutesAgo` before the fixed clock, so the page talks to the real fake API about it.
 */
export const withLink =
  (purpose: AccountToken['purpose'], state: AccountToken['state'], minutesAgo = 1) =>
  () => {
    const client = getDb().loginUsers.find((u) => u.email === 'client@demo.com');
    const issued = fixedNow.getTime() - minutesAgo * 60_000;
    const lifetime = purpose === 'reset-password' ? 30 * 60_000 : 24 * 3_600_000;
    // A story's own link replaces the one its meta gave.
    const tokens = getDb().accountTokens;
    tokens.splice(0, tokens.length, ...tokens.filter((t) => t.token !== STORY_TOKEN));
    tokens.push({
      purpose,
      token: STORY_TOKEN,
      userId: client?.id ?? null,
      email: 'client@demo.com',
      state,
      issuedAt: new Date(issued).toISOString(),
      expiresAt: new Date(issued + lifetime).toISOString(),
    });
  };

/** Story parameters: the recovery `path` never answers (the request stays in flight). */
export const neverAnswers = (path: string) => ({
  msw: {
    handlers: {
      authRecovery: [
        http.post(`*/api${path}`, async () => {
          await delay('infinite');
          return HttpResponse.json({});
        }),
      ],
    },
  },
});

/** Story parameters: the recovery `path` answers 500. */
export const fails = (path: string) => ({
  msw: {
    handlers: {
      authRecovery: [
        http.post(`*/api${path}`, () =>
          HttpResponse.json({ message: 'Server error' }, { status: 500 }),
        ),
      ],
    },
  },
});

/** An element of the story, found the same way in every language. */
export function part<T extends HTMLElement = HTMLElement>(root: HTMLElement, selector: string): T {
  const found = root.querySelector<T>(selector);
  if (!found) throw new Error(`No ${selector} in the story`);
  return found;
}

/** Types into the inputs (by selector) and submits the page's form. */
export async function fillAndSubmit(root: HTMLElement, values: Record<string, string>) {
  for (const [selector, text] of Object.entries(values)) {
    await userEvent.type(part<HTMLInputElement>(root, selector), text);
  }
  await userEvent.click(part(root, 'button[type="submit"]'));
}

/** Waits for the test id to appear in the story. */
export const shows = (root: HTMLElement, testId: string) =>
  waitFor(() => expect(part(root, `[data-testid="${testId}"]`)).toBeVisible(), patient);

/** The submit button spins while the request is in flight. */
export const busy = (root: HTMLElement) =>
  waitFor(
    () => expect(part(root, 'button[type="submit"]')).toHaveAttribute('aria-busy', 'true'),
    patient,
  );
