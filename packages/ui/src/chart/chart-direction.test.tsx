import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

import { renderWithTheme } from '../test/render.tsx';
import { useChartMirror } from './chart-direction.ts';

function Probe() {
  const mirror = useChartMirror();
  const margin = mirror.margin({ top: 1, right: 16, bottom: 2, left: 56 });
  return (
    <output>
      {`${mirror.rtl} ${margin.left}/${margin.right} ${mirror.order(['Jan', 'Feb', 'Mar']).join(',')}`}
    </output>
  );
}

describe('useChartMirror', () => {
  it('leaves a left-to-right chart as it is', () => {
    renderWithTheme(<Probe />);
    expect(screen.getByRole('status')).toHaveTextContent('false 56/16 Jan,Feb,Mar');
  });

  it('in Arabic, puts the first category on the right and the value axis on the right', () => {
    renderWithTheme(<Probe />, { language: 'ar' });
    expect(screen.getByRole('status')).toHaveTextContent('true 16/56 Mar,Feb,Jan');
  });
});
