import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

import { renderWithTheme } from '../test/render.tsx';
import { Box } from './box.tsx';

describe('Box', () => {
  it('turns its size props into logical CSS: numbers are pixels, strings any length', () => {
    renderWithTheme(
      <Box
        data-testid="box"
        inlineSize={240}
        maxInlineSize="100%"
        minBlockSize="40vh"
        textAlign="end"
      >
        content
      </Box>,
    );
    const style = getComputedStyle(screen.getByTestId('box'));
    expect(style.getPropertyValue('inline-size')).toBe('240px');
    expect(style.getPropertyValue('max-inline-size')).toBe('100%');
    expect(style.getPropertyValue('min-block-size')).toBe('40vh');
    expect(style.getPropertyValue('text-align')).toBe('end');
  });

  it('takes a share of its row with grow, and keeps its size unless told it may shrink', () => {
    renderWithTheme(
      <>
        <Box data-testid="grows" grow />
        <Box data-testid="share" grow="1 1 220px" shrink={false} />
      </>,
    );
    expect(getComputedStyle(screen.getByTestId('grows')).getPropertyValue('flex')).toMatch(/^1/);
    const share = getComputedStyle(screen.getByTestId('share'));
    // shrink={false} wins over the shorthand's own shrink factor.
    expect(share.getPropertyValue('flex-grow')).toBe('1');
    expect(share.getPropertyValue('flex-basis')).toBe('220px');
    expect(share.getPropertyValue('flex-shrink')).toBe('0');
  });

  it('renders as the element asked for, and pushToEnd moves it to the end of a column', () => {
    renderWithTheme(
      <Box as="section" aria-label="Totals" pushToEnd>
        x
      </Box>,
    );
    const section = screen.getByRole('region', { name: 'Totals' });
    expect(section.tagName).toBe('SECTION');
    expect(getComputedStyle(section).getPropertyValue('margin-block-start')).toBe('auto');
  });

  it('scrolls its own content when scrollable, and may shrink below it', () => {
    renderWithTheme(
      <Box data-testid="pane" scrollable blockSize={120}>
        content
      </Box>,
    );
    const style = getComputedStyle(screen.getByTestId('pane'));
    expect(style.getPropertyValue('overflow-y')).toBe('auto');
    expect(style.getPropertyValue('min-block-size')).toBe('0px');
  });
});
