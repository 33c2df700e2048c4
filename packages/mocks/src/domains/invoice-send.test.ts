import { describe, expect, it } from 'vitest';

import { seedLoginUsers } from '../db/seed/users.ts';
import { senderName } from './invoice-send.ts';

describe('senderName', () => {
  const users = seedLoginUsers();
  it('is the user the token names, else the mailbox owner', () => {
    expect(senderName(users, 'Bearer atrium-mock.2.abc')).toBe('Jane Doe');
    expect(senderName(users, null)).toBe('John Doe');
    expect(senderName(users, 'Bearer atrium-mock.99.abc')).toBe('John Doe');
  });
});
