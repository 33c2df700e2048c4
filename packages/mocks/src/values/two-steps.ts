/**
 * What the two-step code check answers (packages/mocks/README.md, "Two steps (extension)"): the
 * fake API's messages, which the two-steps page looks up to show them in the visitor's language.
 */
export const TWO_STEPS_MESSAGES = {
  noAccount: 'No account uses this email.',
  codeShape: 'Enter the 6-digit code.',
  wrongCode: 'This code is not right. Check it and try again.',
  noCode: 'This code was already used or never sent. Send a new one.',
  expired: 'This code has expired. Send a new one.',
  resendTooSoon: 'A code was just sent. Wait before asking for another one.',
  locked: 'Too many wrong codes. Try again in a minute.',
} as const;

export type TwoStepsMessageId = keyof typeof TWO_STEPS_MESSAGES;
