import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

import { renderWithTheme } from '../test/render.tsx';
import { PageHeader } from './page-header.tsx';

describe('PageHeader', () => {
  it('gives the page one level-1 heading, its description and its actions', () => {
    renderWithTheme(
      <PageHeader
        title="Products"
        description="Everything the shop sells"
        actions={<button type="button">Add product</button>}
      />,
    );
    expect(screen.getByRole('heading', { level: 1, name: 'Products' })).toBeInTheDocument();
    expect(screen.getByText('Everything the shop sells')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Add product' })).toBeInTheDocument();
  });

  it('leaves out the parts it is not given', () => {
    const { container } = renderWithTheme(<PageHeader title="Orders" />);
    expect(container.querySelectorAll('p')).toHaveLength(0);
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
  });
});
