import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

import { renderWithTheme } from '../test/render.tsx';
import { TextLink } from './text-link.tsx';

function RouterLink(props: { to: string; children: string }) {
  return <a href={`/app${props.to}`}>{props.children}</a>;
}

describe('TextLink', () => {
  it('is a link to its href', () => {
    renderWithTheme(<TextLink href="/customers/12">Grace Haddad</TextLink>);
    expect(screen.getByRole('link', { name: 'Grace Haddad' })).toHaveAttribute(
      'href',
      '/customers/12',
    );
  });

  it('renders another link component through `as`', () => {
    renderWithTheme(
      <TextLink as={RouterLink} to="/orders/5">
        Order 5
      </TextLink>,
    );
    expect(screen.getByRole('link', { name: 'Order 5' })).toHaveAttribute('href', '/app/orders/5');
  });
});
