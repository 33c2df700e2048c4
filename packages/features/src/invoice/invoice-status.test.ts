import { describe, expect, it } from 'vitest';

import { isoToday, shownStatus } from './invoice-status.ts';

const today = '2026-05-10';

describe('shownStatus', () => {
  it.each([
    ['Sent', 100, '2026-05-09', 'Past Due'],
    ['Partial Payment', 40, '2026-01-01', 'Past Due'],
    ['Downloaded', 1, '2026-05-09', 'Past Due'],
    ['Sent', 100, '2026-05-10', 'Sent'],
    ['Sent', 0, '2026-05-01', 'Sent'],
    ['Paid', 0, '2026-05-01', 'Paid'],
    ['Paid', -50, '2026-05-01', 'Paid'],
    ['Draft', 100, '2026-05-01', 'Draft'],
  ] as const)('%s with balance %d due %s shows %s', (invoiceStatus, balance, dueDate, shown) => {
    expect(shownStatus({ invoiceStatus, balance, dueDate }, today)).toBe(shown);
  });

  it('reads the local day', () => {
    expect(isoToday(new Date(2026, 0, 5, 23, 30))).toBe('2026-01-05');
  });
});
