import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';

import { renderWithTheme } from '../test/render.tsx';
import { Stepper } from './stepper.tsx';
import { Wizard } from './wizard.tsx';

describe('Stepper', () => {
  it('marks the current step and says which are done', () => {
    renderWithTheme(<Stepper steps={[{ label: 'Cart' }, { label: 'Pay' }]} activeStep={1} />);
    const [cart, pay] = screen.getAllByRole('listitem');
    expect(pay).toHaveAttribute('aria-current', 'step');
    expect(cart).toHaveTextContent('Cart(completed)');
  });
});

describe('Wizard', () => {
  it('blocks Next while validate returns errors, then submits on the last step', async () => {
    const user = userEvent.setup();
    const onSubmit = vi.fn();
    let valid = false;
    renderWithTheme(
      <Wizard
        onSubmit={onSubmit}
        steps={[
          { label: 'One', content: 'first', validate: () => (valid ? [] : ['Fix it.']) },
          { label: 'Two', content: 'second' },
        ]}
      />,
      { language: 'fr' },
    );
    await user.click(screen.getByRole('button', { name: 'Suivant' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Fix it.');
    expect(screen.getByRole('heading', { name: 'One' })).toBeInTheDocument();
    valid = true;
    await user.click(screen.getByRole('button', { name: 'Suivant' }));
    expect(screen.getByRole('heading', { name: 'Two' })).toHaveFocus();
    expect(screen.getByText('Étape 2 sur 2 : Two')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Valider' }));
    expect(onSubmit).toHaveBeenCalledTimes(1);
  });
});
