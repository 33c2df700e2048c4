import { screen } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';

import { getDb } from '@atrium/mocks';

import { renderWithProviders } from '../../test/render.tsx';
import { setupFakeApi } from '../../test/msw-server.ts';
import type { SignedIn } from '../finish-sign-in.ts';
import { withFinishSignIn } from '../register/test/sign-in-story.tsx';
import { MultiStepRegisterPage } from './multi-step-register-page.tsx';

setupFakeApi();
const MultiStep = withFinishSignIn(MultiStepRegisterPage);

const input = (label: RegExp) => screen.getByLabelText(label, { selector: 'input' });

function renderMultiStep() {
  const onFinishSignIn = vi.fn<(answer: SignedIn) => Promise<void>>(() => Promise.resolve());
  renderWithProviders(<MultiStep onFinishSignIn={onFinishSignIn} />);
  return { onFinishSignIn, user: userEvent.setup() };
}

async function typeAll(user: UserEvent, values: [RegExp, string][]) {
  for (const [label, value] of values) await user.type(input(label), value);
}

const next = (user: UserEvent) => user.click(screen.getByRole('button', { name: 'Next' }));

async function account(user: UserEvent, email = 'nora@example.com') {
  await typeAll(user, [
    [/^Username/, 'nora.k'],
    [/^Email/, email],
    [/^Password/, 'Secret123'],
    [/^Confirm password/, 'Secret123'],
  ]);
  await next(user);
}

async function personal(user: UserEvent) {
  await typeAll(user, [
    [/^First name/, 'Nora'],
    [/^Last name/, 'Kent'],
    [/^Mobile/, '+1 202 555 0147'],
    [/^PIN code/, '45501'],
    [/^Address/, '12 Elm Street'],
    [/^City/, 'Springfield'],
    [/^State/, 'Ohio'],
  ]);
  await next(user);
}

describe('MultiStepRegisterPage', () => {
  it('refuses Next with the step’s errors, focusing the first wrong field', async () => {
    const { user } = renderMultiStep();
    await user.type(input(/^Username/), 'nora.k');
    await user.type(input(/^Password/), 'Secret123');
    await user.type(input(/^Confirm password/), 'Secret124');
    await next(user);
    expect(await screen.findByText('Enter your email')).toBeInTheDocument();
    expect(screen.getByText('The passwords do not match')).toBeInTheDocument();
    expect(input(/^Email/)).toHaveFocus();
    expect(screen.getByRole('heading', { level: 2 })).toHaveTextContent('Account information');
  });

  it('checks the personal step alone, and Back keeps what was typed', async () => {
    const { user } = renderMultiStep();
    await account(user);
    expect(await screen.findByRole('heading', { level: 2 })).toHaveTextContent(
      'Personal information',
    );
    await next(user);
    expect(await screen.findByText('Enter your first name')).toBeInTheDocument();
    expect(screen.getByText('Enter your PIN code')).toBeInTheDocument();
    expect(screen.queryByText('Enter a valid card number')).not.toBeInTheDocument();
    await user.type(input(/^First name/), 'Nora');
    await user.click(screen.getByRole('button', { name: 'Back' }));
    expect(input(/^Username/)).toHaveValue('nora.k');
    expect(input(/^Confirm password/)).toHaveValue('Secret123');
    await next(user);
    expect(input(/^First name/)).toHaveValue('Nora');
  });

  it('checks the card, then registers with the plan and signs in', async () => {
    const { user, onFinishSignIn } = renderMultiStep();
    await account(user);
    await personal(user);
    await user.click(await screen.findByRole('radio', { name: 'Team' }));
    await typeAll(user, [
      [/^Card number/, '4242 4242 4242 4241'],
      [/^Name on card/, 'Nora Kent'],
      [/^Expiry/, '01/20'],
      [/^CVC/, '12'],
    ]);
    await user.click(screen.getByRole('button', { name: 'Create account' }));
    expect(await screen.findByText('Enter a valid card number')).toBeInTheDocument();
    expect(screen.getByText('Enter a date that has not passed, as MM/YY')).toBeInTheDocument();
    expect(screen.getByText('Enter the 3 or 4 digits on the back of the card')).toBeInTheDocument();
    expect(input(/^Card number/)).toHaveFocus();

    await user.clear(input(/^Card number/));
    await user.type(input(/^Card number/), '4242 4242 4242 4242');
    await user.clear(input(/^Expiry/));
    await user.type(input(/^Expiry/), '12/99');
    await user.type(input(/^CVC/), '3');
    await user.click(screen.getByRole('checkbox', { name: /privacy policy/ }));
    await user.click(screen.getByRole('button', { name: 'Create account' }));
    await vi.waitFor(() => expect(onFinishSignIn).toHaveBeenCalledTimes(1));
    expect(onFinishSignIn.mock.calls[0]?.[0].userData).toMatchObject({
      fullName: 'Nora Kent',
      role: 'subscriber',
    });
    // The fake API kept the chosen plan and only the card's last four digits.
    expect(getDb().users.at(-1)).toMatchObject({ currentPlan: 'team', cardLast4: '4242' });
  });

  it('brings back the account step when the server finds the email taken', async () => {
    const { user, onFinishSignIn } = renderMultiStep();
    await account(user, 'client@demo.com');
    await personal(user);
    await typeAll(user, [
      [/^Card number/, '4242424242424242'],
      [/^Name on card/, 'Nora Kent'],
      [/^Expiry/, '12/99'],
      [/^CVC/, '123'],
    ]);
    await user.click(screen.getByRole('checkbox', { name: /privacy policy/ }));
    await user.click(screen.getByRole('button', { name: 'Create account' }));
    expect(
      await screen.findByText('An account with this email already exists'),
    ).toBeInTheDocument();
    expect(input(/^Email/)).toHaveFocus();
    expect(input(/^Email/)).toHaveValue('client@demo.com');
    expect(onFinishSignIn).not.toHaveBeenCalled();
  });
});
