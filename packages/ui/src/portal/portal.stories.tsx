import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, within } from 'storybook/test';

import { Alert } from '../alert/alert.tsx';
import { Portal } from './portal.tsx';

const meta = {
  title: 'UI/Foundations/Portal',
  component: Portal,
} satisfies Meta<typeof Portal>;
export default meta;

type Story = StoryObj<typeof meta>;

function IntoContainer() {
  const [container, setContainer] = useState<HTMLDivElement | null>(null);
  return (
    <div style={{ display: 'grid', gap: 12, maxInlineSize: 480 }}>
      <div style={{ overflow: 'hidden', blockSize: 40 }}>
        Clipped box: the alert below is declared in here.
        <Portal container={container}>
          <Alert severity="info">Rendered in the target, outside the clipped box.</Alert>
        </Portal>
      </div>
      <div ref={setContainer} data-testid="target" />
    </div>
  );
}

/** Rendered into a chosen container, escaping the clipped box it is declared in. */
export const Playground: Story = {
  render: () => <IntoContainer />,
  play: async ({ canvas }) => {
    const target = canvas.getByTestId('target');
    await expect(
      within(target).getByText('Rendered in the target, outside the clipped box.'),
    ).toBeVisible();
  },
};

/** Without a container the content goes to the end of `document.body`. */
export const ToBody: Story = {
  tags: ['no-visual'],
  render: () => (
    <Portal data-testid="portal">
      <p>Appended to the body.</p>
    </Portal>
  ),
  play: async ({ canvasElement }) => {
    const portal = canvasElement.ownerDocument.querySelector('[data-testid="portal"]');
    await expect(portal?.parentElement).toBe(canvasElement.ownerDocument.body);
    await expect(canvasElement).not.toContainElement(portal as HTMLElement | null);
  },
};
