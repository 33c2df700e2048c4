import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';

import { getDb } from '@atrium/mocks';
import type * as values from '@atrium/mocks/values';
import { lineCents } from '@atrium/mocks/values';
import type { Invoice } from '@atrium/mocks/types';

import { setupFakeApi } from '../../test/msw-server.ts';
import { renderEditPage } from './test/render-editor.tsx';

// Each line's amount is drawn with lineCents: counting its calls counts the line amounts drawn.
// (The totals' invoiceTotals calls the module's own copy, which the spy does not see.)
vi.mock('@atrium/mocks/values', async (importOriginal) => {
  const real = await importOriginal<typeof values>();
  return { ...real, lineCents: vi.fn(real.lineCents) };
});

setupFakeApi();

const LINES = 40;

describe('the invoice lines', () => {
  it('redraw only the edited line when a cost is typed, while the total follows', async () => {
    const invoice = getDb().invoices[0] as Invoice;
    invoice.items = Array.from({ length: LINES }, (_, i) => ({
      title: `Line ${i + 1}`,
      description: '',
      cost: 10,
      qty: 1,
    }));
    renderEditPage(invoice.id);
    await screen.findByTestId(`invoice-line-${LINES - 1}`);
    await waitFor(() => expect(screen.getByTestId('invoice-total')).toHaveTextContent('$400.00'));
    const drawn = vi.mocked(lineCents);
    drawn.mockClear();

    const cost = document.querySelector<HTMLInputElement>('input[name="items.20.cost"]');
    if (!cost) throw new Error('no cost field');
    fireEvent.change(cost, { target: { value: '30' } });

    await waitFor(() => expect(screen.getByTestId('invoice-total')).toHaveTextContent('$420.00'));
    expect(screen.getByTestId('invoice-line-20-amount')).toHaveTextContent('$30.00');
    // The edited line's amount, and no other line's (a whole-list redraw would be 40).
    expect(drawn.mock.calls.length).toBeGreaterThan(0);
    expect(drawn.mock.calls.length).toBeLessThanOrEqual(2);
    expect(drawn.mock.calls.every(([line]) => line.cost === 30)).toBe(true);
  });
});
