/**
 * The choices of the signed-in account's settings (packages/mocks/README.md, "Signed-in account
 * settings"): the fake API accepts exactly these, and the screens offer them.
 */
export const ACCOUNT_LANGUAGES = ['en', 'fr', 'de', 'ar'] as const;
export const ACCOUNT_CURRENCIES = ['USD', 'EUR', 'GBP', 'JPY', 'CAD'] as const;
export const TWO_STEP_METHODS = ['app', 'sms'] as const;
export const API_KEY_PERMISSIONS = ['full', 'read', 'write'] as const;
export const NOTIFICATION_TIMINGS = ['online', 'always', 'never'] as const;
export const SOCIAL_SERVICES = ['facebook', 'x', 'linkedin', 'dribbble', 'behance'] as const;

/** The largest avatar accepted, in bytes of the decoded picture. */
export const AVATAR_MAX_BYTES = 800 * 1024;
/** The picture types accepted for an avatar. */
export const AVATAR_TYPES = ['image/jpeg', 'image/png', 'image/gif'] as const;
/** A phone number as typed: digits, spaces, dashes, dots, brackets and a leading +. */
export const PHONE_PATTERN = /^\+?[\d\s().-]{6,20}$/;
/** An authenticator app's code: six digits. */
export const AUTHENTICATOR_CODE_PATTERN = /^\d{6}$/;
