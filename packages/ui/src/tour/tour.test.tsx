import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useRef } from 'react';
import { describe, expect, it, vi } from 'vitest';

import { renderWithTheme } from '../test/render.tsx';
import { Tour, type TourProps, type TourStep } from './tour.tsx';

const steps: TourStep[] = [
  { target: '[data-tour="revenue"]', title: 'Revenue', content: 'Sales of the last 30 days.' },
  { target: '[data-tour="add"]', title: 'Add a product', content: 'Create and publish.' },
  { target: '[data-tour="orders"]', title: 'Orders', content: 'The latest orders.' },
];

function Page(props: Partial<TourProps>) {
  return (
    <>
      <section data-tour="revenue">Revenue $48,920</section>
      <button type="button" data-tour="add">
        Add product
      </button>
      <table>
        <thead data-tour="orders">
          <tr>
            <th>Order</th>
          </tr>
        </thead>
      </table>
      <Tour steps={steps} defaultOpen {...props} />
    </>
  );
}

const dialog = () => screen.getByRole('dialog');

// The first render pulls in Radix's popper and focus scope; on a busy 2-core machine that alone
// can pass the 5 s default.
describe('Tour', { timeout: 15_000 }, () => {
  it('opens on the first step with its progress and focus on Next', async () => {
    renderWithTheme(<Page />);
    expect(await screen.findByRole('dialog', { name: 'Revenue' })).toHaveAccessibleDescription(
      'Sales of the last 30 days.',
    );
    expect(screen.getByText('1 of 3')).toBeVisible();
    await waitFor(() => expect(screen.getByRole('button', { name: 'Next' })).toHaveFocus());
    expect(screen.getByRole('button', { name: 'Back' })).toHaveAttribute('aria-disabled', 'true');
    expect(screen.getByTestId('tour-spotlight')).toBeInTheDocument();
  });

  it('moves with Next and Back and reports each step', async () => {
    const user = userEvent.setup();
    const onStepChange = vi.fn();
    renderWithTheme(<Page onStepChange={onStepChange} />);
    await user.click(await screen.findByRole('button', { name: 'Next' }));
    expect(dialog()).toHaveAccessibleName('Add a product');
    expect(screen.getByText('2 of 3')).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Back' }));
    expect(dialog()).toHaveAccessibleName('Revenue');
    expect(onStepChange.mock.calls).toEqual([[{ step: 1 }], [{ step: 0 }]]);
  });

  it('closes with a reason: Skip, Escape, and Done on the last step', async () => {
    const user = userEvent.setup();
    const onClose = vi.fn();
    const { unmount } = renderWithTheme(<Page onClose={onClose} />);
    await user.click(await screen.findByRole('button', { name: 'Skip tour' }));
    expect(onClose).toHaveBeenLastCalledWith({ reason: 'skip', step: 0 });
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(screen.queryByTestId('tour-spotlight')).toBeNull();
    unmount();

    renderWithTheme(<Page onClose={onClose} defaultStep={1} />);
    await screen.findByRole('dialog', { name: 'Add a product' });
    await user.keyboard('{Escape}');
    expect(onClose).toHaveBeenLastCalledWith({ reason: 'escape', step: 1 });
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());

    renderWithTheme(<Page onClose={onClose} defaultStep={2} />);
    await user.click(await screen.findByRole('button', { name: 'Done' }));
    expect(onClose).toHaveBeenLastCalledWith({ reason: 'done', step: 2 });
  });

  it('walks with the arrow keys in the writing direction', async () => {
    const user = userEvent.setup();
    renderWithTheme(<Page />, { language: 'ar' });
    await screen.findByRole('dialog', { name: 'Revenue' });
    await waitFor(() => expect(screen.getByRole('button', { name: 'التالي' })).toHaveFocus());
    // In Arabic the next step is to the left.
    await user.keyboard('{ArrowLeft}');
    expect(dialog()).toHaveAccessibleName('Add a product');
    expect(screen.getByText('2 من 3')).toBeVisible();
    await user.keyboard('{ArrowRight}');
    expect(dialog()).toHaveAccessibleName('Revenue');
  });

  it('follows a controlled step and only asks to change it', async () => {
    const user = userEvent.setup();
    const onStepChange = vi.fn();
    renderWithTheme(<Page open step={2} onStepChange={onStepChange} />);
    expect(await screen.findByRole('dialog', { name: 'Orders' })).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Back' }));
    expect(onStepChange).toHaveBeenCalledWith({ step: 1 });
    expect(dialog()).toHaveAccessibleName('Orders');
  });

  it('shows nothing while closed', () => {
    renderWithTheme(<Page defaultOpen={false} />);
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(screen.queryByTestId('tour-spotlight')).toBeNull();
  });

  it('still shows the card, over a fully dimmed page, when a target is missing', async () => {
    renderWithTheme(
      <Tour defaultOpen steps={[{ target: '#gone', title: 'Reports', content: 'Moved.' }]} />,
    );
    expect(await screen.findByRole('dialog', { name: 'Reports' })).toBeVisible();
    const spotlight = screen.getByTestId('tour-spotlight');
    expect(spotlight.querySelector('rect')).toBeNull();
    expect(spotlight.querySelector('path')?.getAttribute('d')).toBe('M0 0H100000V100000H0Z');
  });

  it('targets an element by ref', async () => {
    function WithRef() {
      const ref = useRef<HTMLButtonElement>(null);
      return (
        <>
          <button ref={ref} type="button">
            Export
          </button>
          <Tour defaultOpen steps={[{ target: ref, title: 'Export', content: 'Download CSV.' }]} />
        </>
      );
    }
    const scroll = vi.spyOn(Element.prototype, 'scrollIntoView');
    renderWithTheme(<WithRef />);
    await screen.findByRole('dialog', { name: 'Export' });
    await waitFor(() => expect(scroll).toHaveBeenCalled());
    expect(scroll.mock.contexts[0]).toHaveTextContent('Export');
    scroll.mockRestore();
  });
});
