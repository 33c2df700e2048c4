import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

import { renderWithTheme } from '../test/render.tsx';
import { isSafeUrl } from './link-popover.tsx';
import { RichTextEditor, sanitize } from './rich-text-editor.tsx';

describe('RichTextEditor', () => {
  it('labels the editable area and the translated toolbar', async () => {
    renderWithTheme(<RichTextEditor label="Description" defaultValue="<p><b>Hi</b></p>" />, {
      language: 'de',
    });
    expect(await screen.findByRole('textbox', { name: 'Description' })).toBeInTheDocument();
    expect(screen.getByRole('toolbar', { name: 'Formatierung' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Fett' })).toHaveAttribute('aria-pressed');
  });

  it('strips scripts and unsafe links from HTML', () => {
    expect(sanitize('<p onclick="x()">a<script>alert(1)</script></p>')).toBe('<p>a</p>');
    expect(sanitize('<a href="javascript:alert(1)">x</a>')).toBe('<a>x</a>');
    expect(sanitize('<a href="mailto:help@atrium.shop">x</a>')).toContain('mailto:');
  });

  it('accepts only web and mail link addresses', () => {
    expect(isSafeUrl('https://atrium.shop')).toBe(true);
    expect(isSafeUrl('mailto:help@atrium.shop')).toBe(true);
    expect(isSafeUrl('javascript:alert(1)')).toBe(false);
    expect(isSafeUrl('ftp://files')).toBe(false);
  });
});
