/**
 * Card checks shared by every card form (payment, multi-step register) and the fake API's register
 * call: what one refuses, the other refuses too.
 */

/** The card number as digits only: spaces and dashes typed between groups are dropped. */
export const cardDigits = (text: string): string => text.replace(/[\s-]/g, '');

/**
 * Whether a card number passes the Luhn check (the check digit every card number carries) and
 * has a card number's length, 12 to 19 digits.
 */
export function isValidCardNumber(text: string): boolean {
  const digits = cardDigits(text);
  if (!/^\d{12,19}$/.test(digits)) return false;
  let sum = 0;
  for (let i = 0; i < digits.length; i += 1) {
    let digit = Number(digits[digits.length - 1 - i]);
    if (i % 2 === 1) {
      digit *= 2;
      if (digit > 9) digit -= 9;
    }
    sum += digit;
  }
  return sum % 10 === 0;
}

/** American Express cards (34, 37) have a four-digit security code; the others three. */
export const cvcLength = (cardNumber: string): 3 | 4 =>
  /^3[47]/.test(cardDigits(cardNumber)) ? 4 : 3;

export const isValidCvc = (cvc: string, cardNumber: string): boolean =>
  new RegExp(`^\\d{${cvcLength(cardNumber)}}$`).test(cvc.trim());

/**
 * What is wrong with an expiry date typed as MM/YY: `format` for anything else, `past` for a
 * card whose last valid month (it is valid through the end of it) is before `now`'s.
 */
export function expiryProblem(text: string, now: Date): 'format' | 'past' | null {
  const match = /^(\d{2})\s*\/\s*(\d{2})$/.exec(text.trim());
  if (!match) return 'format';
  const month = Number(match[1]);
  if (month < 1 || month > 12) return 'format';
  const year = 2000 + Number(match[2]);
  const thisYear = now.getUTCFullYear();
  const thisMonth = now.getUTCMonth() + 1;
  return year < thisYear || (year === thisYear && month < thisMonth) ? 'past' : null;
}

/** The brand a card number's first digits name; `card` for any other issuer. */
export function cardBrand(number: string): 'visa' | 'mastercard' | 'amex' | 'card' {
  const digits = cardDigits(number);
  if (/^4/.test(digits)) return 'visa';
  if (/^(5[1-5]|2[2-7])/.test(digits)) return 'mastercard';
  if (/^3[47]/.test(digits)) return 'amex';
  return 'card';
}
