import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

import { renderWithTheme } from '../test/render.tsx';
import { Avatar } from './avatar.tsx';
import { colorOf, initialsOf } from './initials.ts';

describe('initialsOf', () => {
  it('takes the first letters of the first and last words', () => {
    expect(initialsOf('Olivia Martin')).toBe('OM');
    expect(initialsOf('  jean  paul  sartre ')).toBe('JS');
    expect(initialsOf('Cher')).toBe('C');
    expect(initialsOf('سارة حداد')).toBe('سح');
    expect(initialsOf('')).toBe('');
  });

  it('gives a name the same colour every time', () => {
    expect(colorOf('Olivia Martin')).toBe(colorOf('Olivia Martin'));
  });
});

describe('Avatar', () => {
  it('shows initials named after the person while there is no picture', () => {
    renderWithTheme(<Avatar name="Olivia Martin" src="/slow.png" />);
    expect(screen.getByRole('img', { name: 'Olivia Martin' })).toHaveTextContent('OM');
  });

  it('puts a priority picture in the page at once, sized and fetched first, initials on error', () => {
    renderWithTheme(<Avatar name="Olivia Martin" src="/best-seller.svg" size={88} priority />);
    const picture = screen.getByRole('img', { name: 'Olivia Martin' });
    expect(picture.tagName).toBe('IMG');
    expect(picture).toHaveAttribute('src', '/best-seller.svg');
    expect(picture).toHaveAttribute('width', '88');
    expect(picture).toHaveAttribute('height', '88');
    expect(picture).toHaveAttribute('fetchpriority', 'high');
    fireEvent.error(picture);
    expect(screen.getByRole('img', { name: 'Olivia Martin' })).toHaveTextContent('OM');
  });

  it('speaks its presence status in the current language', () => {
    renderWithTheme(<Avatar name="Liam Chen" status="busy" />, { language: 'fr' });
    expect(screen.getByText('Occupé')).toBeInTheDocument();
  });

  it('is decorative with an empty alt', () => {
    renderWithTheme(<Avatar name="Liam Chen" alt="" />);
    expect(screen.queryByRole('img')).not.toBeInTheDocument();
  });

  it('groups avatars and counts the rest', () => {
    renderWithTheme(
      <Avatar.Group max={3} aria-label="Team">
        <Avatar name="A One" />
        <Avatar name="B Two" />
        <Avatar name="C Three" />
        <Avatar name="D Four" />
        <Avatar name="E Five" />
      </Avatar.Group>,
    );
    const group = screen.getByRole('group', { name: 'Team' });
    expect(group.children).toHaveLength(3);
    expect(screen.getByRole('img', { name: 'and 3 more' })).toHaveTextContent('+3');
  });
});
