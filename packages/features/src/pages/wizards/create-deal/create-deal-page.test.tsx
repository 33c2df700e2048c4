import { configure, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';

import { getDb } from '@atrium/mocks';

import { setupFakeApi } from '../../../test/msw-server.ts';
import { renderWithProviders } from '../../../test/render.tsx';
import { back, input, next, step, typeAll } from '../test/wizard-test.ts';
import { CreateDealPage } from './create-deal-page.tsx';
import { DEAL_DEFAULTS } from './deal-schema.ts';

setupFakeApi();
// Whole pages under jsdom on a shared machine render slowly: wait longer, assert the same.
configure({ asyncUtilTimeout: 10_000 });

// The period comes in filled: picking dates in a calendar is the date picker's own test.
const period = { startDate: '2026-04-01', endDate: '2026-04-30' };

describe('CreateDealPage', { timeout: 60_000 }, () => {
  it('refuses a step, keeps what was typed going Back, and stores the deal', async () => {
    const user = userEvent.setup();
    renderWithProviders(<CreateDealPage initialValues={{ ...DEAL_DEFAULTS, ...period }} />);
    await step('Deal type');
    await next(user);
    expect(await screen.findByText('Enter a whole percent from 1 to 90.')).toBeVisible();
    await typeAll(user, [[/^Discount/, '15']]);
    await next(user);

    await step('Details');
    await typeAll(user, [
      [/^Deal title/, 'Spring sale'],
      [/^Deal code/, 'spring15'],
      [/^Client/, 'Acme Retail'],
    ]);
    await back(user);
    await step('Deal type');
    expect(input(/^Discount/)).toHaveValue('15');
    await next(user);
    await step('Details');
    expect(input(/^Deal title/)).toHaveValue('Spring sale');
    await next(user);

    await step('Usage');
    await typeAll(user, [[/^Total uses/, '500']]);
    await next(user);
    expect(await screen.findByText('Pick at least one region.')).toBeVisible();
    await user.click(screen.getByRole('checkbox', { name: /^Europe/ }));
    await next(user);

    await step('Review');
    expect(getDb().wizardDeals).toHaveLength(0);
    await user.click(screen.getByRole('button', { name: 'Create deal' }));
    expect(await screen.findByRole('heading', { name: 'Deal SPRING15 created' })).toBeVisible();
    expect(getDb().wizardDeals).toMatchObject([
      {
        type: 'percentage',
        discount: 15,
        title: 'Spring sale',
        code: 'SPRING15',
        client: 'Acme Retail',
        ...period,
        regions: ['europe'],
        maxUses: 500,
        usesPerCustomer: 1,
      },
    ]);
  });
});
