/**
 * The register call's own rules and refusals (packages/mocks/README.md, "Register (extension)"):
 * the form checks the same username shape and shows its own words for these refusals.
 */
export const USERNAME_PATTERN = /^[A-Za-z0-9][A-Za-z0-9._-]{2,19}$/;

/** The fake API's messages for the register refusals a form cannot foresee or checks itself. */
export const REGISTER_MESSAGES = {
  emailTaken: 'An account with this email already exists.',
  usernameTaken: 'This username is already taken.',
  usernameFormat:
    'username must be 3 to 20 letters, digits, dots, dashes or underscores, starting with a letter or digit.',
  termsRequired: 'The privacy policy and terms must be accepted.',
  cardNumber: 'cardNumber must be a valid card number.',
} as const;

export type RegisterMessageId = keyof typeof REGISTER_MESSAGES;
