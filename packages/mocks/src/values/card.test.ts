import { describe, expect, it } from 'vitest';

import { cardDigits, cvcLength, expiryProblem, isValidCardNumber, isValidCvc } from './card.ts';

describe('isValidCardNumber', () => {
  it.each(['4242 4242 4242 4242', '5555-5555-5555-4444', '378282246310005', '6011111111111117'])(
    'accepts the valid number %s',
    (number) => expect(isValidCardNumber(number)).toBe(true),
  );

  it.each([
    ['one digit changed', '4242 4242 4242 4241'],
    ['two digits swapped', '4242 4242 4242 2442'],
    ['too short', '42424242424'],
    ['letters', '4242 4242 4242 424a'],
    ['nothing', ''],
  ])('refuses %s', (_, number) => expect(isValidCardNumber(number)).toBe(false));
});

describe('the security code', () => {
  it('has four digits on American Express, three on the others', () => {
    expect(cvcLength('3782 822463 10005')).toBe(4);
    expect(cvcLength('4242 4242 4242 4242')).toBe(3);
    expect(isValidCvc('1234', '378282246310005')).toBe(true);
    expect(isValidCvc('123', '378282246310005')).toBe(false);
    expect(isValidCvc('123', '4242424242424242')).toBe(true);
    expect(isValidCvc('12a', '4242424242424242')).toBe(false);
  });

  it('reads the number without its spaces', () => {
    expect(cardDigits('4242 4242-4242 4242')).toBe('4242424242424242');
  });
});

describe('expiryProblem', () => {
  const now = new Date('2026-03-18T09:30:00.000Z');

  it('accepts this month and later ones', () => {
    expect(expiryProblem('03/26', now)).toBeNull();
    expect(expiryProblem('12/26', now)).toBeNull();
    expect(expiryProblem(' 01 / 30 ', now)).toBeNull();
  });

  it('refuses a month that has ended', () => {
    expect(expiryProblem('02/26', now)).toBe('past');
    expect(expiryProblem('12/25', now)).toBe('past');
  });

  it.each(['13/27', '00/27', '3/27', '03/2027', 'soon', ''])('refuses %j as not MM/YY', (text) =>
    expect(expiryProblem(text, now)).toBe('format'),
  );
});
