import { describe, expect, it } from 'vitest';

import { createAppAbility } from '@atrium/features/access/ability';

import { canOpenRoute } from './can-open-route.ts';

describe('canOpenRoute', () => {
  const emailReader = createAppAbility([{ action: 'read', subject: 'Email' }]);

  it('follows the route table: protected routes by ability, open ones always', () => {
    expect(canOpenRoute('email', emailReader)).toBe(true);
    expect(canOpenRoute('ecommerce.productList', emailReader)).toBe(false);
    expect(
      canOpenRoute('invoice.add', createAppAbility([{ action: 'read', subject: 'Invoice' }])),
    ).toBe(false);
    expect(canOpenRoute('pricing', createAppAbility())).toBe(true);
  });

  it('refuses an id that is no screen of the app', () => {
    expect(canOpenRoute('nowhere', createAppAbility([{ action: 'manage', subject: 'all' }]))).toBe(
      false,
    );
  });
});
