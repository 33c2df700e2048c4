import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';

import { renderWithTheme } from '../test/render.tsx';
import { Accordion } from './accordion.tsx';

function Faq(props: { type: 'single' | 'multiple' }) {
  return props.type === 'single' ? (
    <Accordion type="single" collapsible defaultValue="shipping">
      <Accordion.Item value="shipping" title="Shipping">
        3–5 days
      </Accordion.Item>
      <Accordion.Item value="returns" title="Returns" headingLevel={2}>
        30 days
      </Accordion.Item>
    </Accordion>
  ) : (
    <Accordion type="multiple" variant="bordered">
      <Accordion.Item value="shipping" title="Shipping">
        3–5 days
      </Accordion.Item>
      <Accordion.Item value="returns" title="Returns">
        30 days
      </Accordion.Item>
    </Accordion>
  );
}

describe('Accordion', () => {
  it('opens the default item and puts each header in a heading', () => {
    renderWithTheme(<Faq type="single" />);
    expect(screen.getByRole('button', { name: 'Shipping' })).toHaveAttribute(
      'aria-expanded',
      'true',
    );
    expect(screen.getByRole('region', { name: 'Shipping' })).toHaveTextContent('3–5 days');
    expect(screen.getByRole('heading', { level: 2, name: 'Returns' })).toBeInTheDocument();
  });

  it('keeps one item open in single mode', async () => {
    const user = userEvent.setup();
    renderWithTheme(<Faq type="single" />);
    await user.click(screen.getByRole('button', { name: 'Returns' }));
    expect(screen.getByRole('button', { name: 'Shipping' })).toHaveAttribute(
      'aria-expanded',
      'false',
    );
  });

  it('opens several in multiple mode', async () => {
    const user = userEvent.setup();
    renderWithTheme(<Faq type="multiple" />);
    await user.click(screen.getByRole('button', { name: 'Shipping' }));
    await user.click(screen.getByRole('button', { name: 'Returns' }));
    expect(screen.getAllByRole('region')).toHaveLength(2);
  });
});
