import type { Meta, StoryObj } from '@storybook/react-vite';
import { delay, http, HttpResponse } from 'msw';
import { expect, fn, userEvent, waitFor } from 'storybook/test';

import { authTwoStepsHandlers, fixedNow, getDb } from '@atrium/mocks';

import type { AuthLook } from '../routes.ts';

import { FinishSignInContext, type FinishSignIn } from '../finish-sign-in.ts';
import { TwoStepsPage } from './two-steps-page.tsx';
import { CountdownClockContext } from './use-countdown.ts';

/** Countdowns stand still in stories, so each picture is the same from one second to the next. */
const stillClock = () => fixedNow.getTime();

/** The page as the app mounts it: the sign-in goes to `onFinish` instead of the app. */
function TwoStepsStory({ look, onFinish }: { look: AuthLook; onFinish: FinishSignIn }) {
  return (
    <CountdownClockContext.Provider value={stillClock}>
      <FinishSignInContext.Provider value={onFinish}>
        <TwoStepsPage look={look} />
      </FinishSignInContext.Provider>
    </CountdownClockContext.Provider>
  );
}

const meta = {
  title: 'Features/Auth/TwoStepsPage',
  component: TwoStepsStory,
  parameters: {
    layout: 'fullscreen',
    router: { initialEntry: '/pages/authentication/two-steps-v1' },
  },
  args: { look: 'v1', onFinish: fn(() => Promise.resolve()) },
} satisfies Meta<typeof TwoStepsStory>;
export default meta;

type Story = StoryObj<typeof meta>;

/** The boxes and the button, found the same way in every language. */
const parts = (canvasElement: HTMLElement) => {
  const boxes = Array.from(
    canvasElement.querySelectorAll<HTMLInputElement>('[role="group"] input'),
  );
  const submit = canvasElement.querySelector<HTMLButtonElement>('button[type="submit"]');
  if (boxes.length !== 6 || !submit) throw new Error('The two-steps form is missing');
  return { boxes, first: boxes[0] as HTMLInputElement, submit };
};

/** The code the fake API delivered to the admin's inbox. */
const deliveredCode = () => /\b(\d{6})\b/.exec(getDb().emails[0]?.subject ?? '')?.[1] ?? '';

/** Waits for the code to be sent, then pastes `code` (the delivered one by default). */
async function pasteCode(canvasElement: HTMLElement, code?: string) {
  await waitFor(() => expect(deliveredCode()).toMatch(/^\d{6}$/));
  const { first } = parts(canvasElement);
  await userEvent.click(first);
  await userEvent.paste(code ?? deliveredCode());
}

const wrongCode = () => (deliveredCode() === '000000' ? '111111' : '000000');

/** The code went out: where to, the demo hint, and the resend countdown. */
export const Idle: Story = {
  play: async ({ canvasElement }) => {
    await waitFor(() => expect(canvasElement).toHaveTextContent('ad•••@demo.com'));
    await expect(parts(canvasElement).submit).toHaveAttribute('aria-disabled', 'true');
  },
};

export const IdleV2: Story = {
  args: { look: 'v2' },
  parameters: { router: { initialEntry: '/pages/authentication/two-steps-v2' } },
  play: Idle.play,
};

/** A pasted code fills the boxes; the server says it is wrong, and the code stays as typed. */
export const WrongCode: Story = {
  play: async ({ canvasElement }) => {
    await pasteCode(canvasElement, wrongCode());
    const { first, submit } = parts(canvasElement);
    await userEvent.click(submit);
    await waitFor(() => expect(first).toHaveAttribute('aria-invalid', 'true'));
    await expect(first).toHaveValue(wrongCode()[0]);
  },
};

/** The fake API with its verify call answered by `answer` (sending stays the real one). */
const verifyAnswering = (answer: () => Response | Promise<Response>) => ({
  msw: {
    handlers: {
      authTwoSteps: [http.post('*/api/auth/two-steps/verify', answer), ...authTwoStepsHandlers],
    },
  },
});

/** Pastes the delivered code and presses Verify. */
async function submitCode(canvasElement: HTMLElement) {
  await pasteCode(canvasElement);
  const found = parts(canvasElement);
  await userEvent.click(found.submit);
  return found;
}

/** The fifth wrong code: locked for a minute, nothing to type or press until then. */
export const Locked: Story = {
  parameters: verifyAnswering(() =>
    HttpResponse.json(
      { message: 'Too many wrong codes. Try again in a minute.', retryAfter: 60 },
      { status: 429 },
    ),
  ),
  play: async ({ canvasElement }) => {
    const { first, submit } = await submitCode(canvasElement);
    await waitFor(() => expect(first).toBeDisabled());
    await expect(submit).toHaveAttribute('aria-disabled', 'true');
  },
};

/** The code is being checked: the button spins. */
export const Sending: Story = {
  parameters: verifyAnswering(async () => {
    await delay('infinite');
    return HttpResponse.json({});
  }),
  play: async ({ canvasElement }) => {
    const { submit } = await submitCode(canvasElement);
    await waitFor(() => expect(submit).toHaveAttribute('aria-busy', 'true'));
  },
};

/** The right code signs in: the sign-in is handed to the app. */
export const Success: Story = {
  play: async ({ args, canvasElement }) => {
    await submitCode(canvasElement);
    await waitFor(() => expect(args.onFinish).toHaveBeenCalledTimes(1));
  },
};

/** No code could be sent: the reason and a retry. */
export const SendFailed: Story = {
  parameters: {
    msw: {
      handlers: {
        authTwoSteps: [
          http.post('*/api/auth/two-steps/send', () => HttpResponse.json({}, { status: 500 })),
        ],
      },
    },
  },
  play: async ({ canvasElement }) => {
    await waitFor(() =>
      expect(canvasElement.querySelector('[role="alert"] button')).not.toBeNull(),
    );
  },
};

/** Arabic, split look: the picture on the other side, the code still left to right. */
export const RightToLeft: Story = {
  args: { look: 'v2' },
  globals: { language: 'ar' },
  play: async ({ canvasElement }) => {
    await pasteCode(canvasElement, '123456');
    const { boxes } = parts(canvasElement);
    const [first, last] = [boxes[0], boxes[5]].map((b) => b?.getBoundingClientRect().left ?? 0);
    await expect(first).toBeLessThan(last ?? 0);
  },
};
