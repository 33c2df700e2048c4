import { describe, expect, it } from 'vitest';

import { seedLoginUsers, seedUsers } from '../db/seed/users.ts';
import { PASSWORD_RULE_MESSAGES } from '../values/password.ts';
import { REGISTER_MESSAGES } from '../values/register.ts';
import { userIdFromToken } from './auth.ts';
import { register, SUBSCRIBER_RULES, type RegisterTables } from './auth-register.ts';

const tables = (): RegisterTables => ({
  loginUsers: seedLoginUsers(),
  users: seedUsers(5),
  signedInAccounts: [],
});
const NOW = new Date('2026-03-10T09:00:00.000Z');
const body = { username: 'nora.k', email: 'nora@example.com', password: 'Secret123', terms: true };

describe('register', () => {
  it('adds a subscriber login user and a users-list record, and signs the account in', () => {
    const db = tables();
    const outcome = register(db, body, NOW);
    if (!outcome.ok) throw new Error('refused');
    const { userData, userAbilityRules, accessToken } = outcome.value;
    const newId = seedLoginUsers().length + 1;
    expect(userData).toEqual({
      id: newId,
      fullName: 'nora.k',
      username: 'nora.k',
      email: 'nora@example.com',
      role: 'subscriber',
      avatar: '/mock-assets/avatars/nora-k.svg',
    });
    expect(userAbilityRules).toEqual(SUBSCRIBER_RULES);
    expect(userIdFromToken(accessToken)).toBe(newId);
    expect(db.loginUsers.at(-1)).toMatchObject({ password: 'Secret123', role: 'subscriber' });
    expect(db.users.at(-1)).toMatchObject({
      id: 6,
      fullName: 'nora.k',
      role: 'subscriber',
      currentPlan: 'basic',
      status: 'Active',
      email: 'nora@example.com',
    });
  });

  it('keeps the personal fields, the plan and only the last four digits of the card', () => {
    const db = tables();
    const outcome = register(
      db,
      {
        ...body,
        firstName: 'Nora',
        lastName: 'Kent',
        mobile: '+1 202 555 0147',
        address: '12 Elm Street',
        landmark: 'Near the park',
        city: 'Springfield',
        state: 'Ohio',
        pinCode: '45501',
        plan: 'team',
        cardNumber: '4242 4242 4242 4242',
        cvc: '123',
      },
      NOW,
    );
    expect(outcome.ok).toBe(true);
    const user = db.users.at(-1);
    expect(user).toMatchObject({
      fullName: 'Nora Kent',
      contact: '+1 202 555 0147',
      currentPlan: 'team',
      cardLast4: '4242',
      address: {
        line: '12 Elm Street',
        landmark: 'Near the park',
        city: 'Springfield',
        state: 'Ohio',
        pinCode: '45501',
      },
    });
    // The chosen plan is also the account's own (account settings, the pricing page's marker).
    expect(db.signedInAccounts.at(-1)).toMatchObject({
      userId: db.loginUsers.at(-1)?.id,
      plan: 'team',
    });
    expect(JSON.stringify(user)).not.toContain('4242 4242');
    expect(JSON.stringify(user)).not.toContain('cvc');
  });

  it('refuses taken emails and usernames, in any case, from either list', () => {
    const db = tables();
    const listed = db.users[0];
    if (!listed) throw new Error('no seeded user');
    const outcome = register(
      db,
      {
        ...body,
        email: 'ADMIN@demo.com',
        username: listed.username.toUpperCase(),
      },
      NOW,
    );
    expect(outcome).toEqual({
      ok: false,
      failure: {
        type: 'invalid',
        errors: {
          email: [REGISTER_MESSAGES.emailTaken],
          username: [REGISTER_MESSAGES.usernameTaken],
        },
      },
    });
    expect(register(db, { ...body, email: listed.email }, NOW).ok).toBe(false);
    expect(register(db, { ...body, username: 'JohnDoe' }, NOW).ok).toBe(false);
  });

  it('reports every bad field at once and stores nothing', () => {
    const db = tables();
    const before = { logins: db.loginUsers.length, users: db.users.length, accounts: 0 };
    const outcome = register(
      db,
      {
        username: 'a b',
        email: 'not-an-email',
        password: 'short',
        terms: false,
        plan: 'gold',
        cardNumber: '4242 4242 4242 4241',
      },
      NOW,
    );
    if (outcome.ok || outcome.failure.type !== 'invalid') throw new Error('accepted');
    expect(outcome.failure.errors).toEqual({
      email: ['email must be a valid email address.'],
      username: [REGISTER_MESSAGES.usernameFormat],
      password: [
        PASSWORD_RULE_MESSAGES.min,
        PASSWORD_RULE_MESSAGES.uppercase,
        PASSWORD_RULE_MESSAGES.digit,
      ],
      terms: [REGISTER_MESSAGES.termsRequired],
      plan: ['plan must be one of: basic, team, company, enterprise.'],
      cardNumber: [REGISTER_MESSAGES.cardNumber],
    });
    expect({
      logins: db.loginUsers.length,
      users: db.users.length,
      accounts: db.signedInAccounts.length,
    }).toEqual(before);
  });

  it('refuses a body that is not an object', () => {
    const outcome = register(tables(), 'nope', NOW);
    expect(outcome.ok).toBe(false);
  });
});
