import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';

import { renderWithTheme } from '../test/render.tsx';
import { SafeHtml } from './safe-html.tsx';
import { sanitizeHtml } from './sanitize.ts';

afterEach(() => {
  vi.restoreAllMocks();
});

describe('SafeHtml', () => {
  it('renders the formatting of a string', () => {
    renderWithTheme(<SafeHtml html="<h2>Shipping</h2><p>Free over <strong>$50</strong></p>" />);
    expect(screen.getByRole('heading', { level: 2, name: 'Shipping' })).toBeInTheDocument();
    expect(screen.getByText('$50').tagName).toBe('STRONG');
  });

  it('accepts an object with html and the wrapping element', () => {
    const { container } = renderWithTheme(
      <SafeHtml as="section" html={{ html: '<em>Back in stock</em>' }} data-testid="body" />,
    );
    expect(screen.getByTestId('body').tagName).toBe('SECTION');
    expect(container.querySelector('em')).toHaveTextContent('Back in stock');
  });

  it.each([
    ['a number', 42],
    ['null', null],
    ['an object without html', { text: 'hi' }],
    ['an object with non-string html', { html: 7 }],
  ])('warns and renders nothing for %s', (_, value) => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const { container } = renderWithTheme(<SafeHtml html={value} />);
    expect(container).toBeEmptyDOMElement();
    expect(warn).toHaveBeenCalled();
  });

  it('removes scripts, event handlers and javascript: URLs', () => {
    const { container } = renderWithTheme(
      <SafeHtml
        html={
          '<img src="x" onerror="alert(1)"><script>alert(2)</script>' +
          '<a href="javascript:alert(3)">Track order</a><iframe src="https://evil.test"></iframe>'
        }
      />,
    );
    expect(container.querySelector('script, iframe')).toBeNull();
    expect(container.querySelector('img')).not.toHaveAttribute('onerror');
    expect(screen.getByText('Track order')).not.toHaveAttribute('href');
  });

  it('drops forms and inline styles', () => {
    const { container } = renderWithTheme(
      <SafeHtml html='<form action="/login"><input name="password"></form><p style="position:fixed">Hi</p>' />,
    );
    expect(container.querySelector('form, input')).toBeNull();
    expect(screen.getByText('Hi')).not.toHaveAttribute('style');
  });

  it('opens links in a new tab without opener or referrer', () => {
    renderWithTheme(
      <SafeHtml html='<a href="https://example.com/track" target="_top">Track</a>' />,
    );
    const link = screen.getByRole('link', { name: 'Track' });
    expect(link).toHaveAttribute('target', '_blank');
    expect(link).toHaveAttribute('rel', 'noopener noreferrer');
  });

  it('keeps links in this tab with linkTarget self', () => {
    renderWithTheme(
      <SafeHtml
        linkTarget="self"
        html='<a href="/orders/5" target="_blank" rel="opener">Order</a>'
      />,
    );
    const link = screen.getByRole('link', { name: 'Order' });
    expect(link).not.toHaveAttribute('target');
    expect(link).toHaveAttribute('rel', 'noopener noreferrer');
  });

  it('does not leak its link hook into other sanitize calls', () => {
    expect(sanitizeHtml('<a href="/a">A</a>', { linkTarget: 'self' })).not.toContain('_blank');
    expect(sanitizeHtml('<a href="/a">A</a>')).toContain('target="_blank"');
  });
});
