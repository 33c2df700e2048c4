import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';

import { SafeHtml } from './safe-html.tsx';

const description = `
<h3>Aurora wireless headphones</h3>
<p>Up to <strong>40 hours</strong> of playback with active noise cancelling. Ships within
<em>2 business days</em>.</p>
<ul><li>Bluetooth 5.3, multipoint</li><li>USB-C fast charging</li><li>2-year warranty</li></ul>
<blockquote>“Best purchase this year.” — verified buyer</blockquote>
<p>See the <a href="https://example.com/size-guide">size guide</a> or reply to order
<code>#5089</code>.</p>`;

const meta = {
  title: 'UI/Data/SafeHtml',
  component: SafeHtml,
  args: { html: description, as: 'div', linkTarget: 'blank' },
  argTypes: {
    html: { control: 'text' },
    as: { control: 'inline-radio', options: ['div', 'span', 'p', 'section', 'article'] },
    linkTarget: { control: 'inline-radio', options: ['blank', 'self'] },
  },
} satisfies Meta<typeof SafeHtml>;
export default meta;

type Story = StoryObj<typeof meta>;

export const Playground: Story = {
  play: async ({ canvas }) => {
    const link = canvas.getByRole('link', { name: 'size guide' });
    await expect(link).toHaveAttribute('target', '_blank');
    await expect(link).toHaveAttribute('rel', 'noopener noreferrer');
    // Keyboard users reach links inside the content.
    await userEvent.tab();
    await expect(link).toHaveFocus();
  },
};

export const ObjectValue: Story = {
  args: { html: { html: '<p>Order <strong>#5090</strong> was refunded in full.</p>' } },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('#5090').tagName).toBe('STRONG');
  },
};

/** What an attacker sends in a product review: every script, handler and bad URL is removed. */
export const HostileInput: Story = {
  args: {
    html:
      '<p>Great product!<img src="x" onerror="window.__storyXss()" alt=""></p>' +
      '<a href="javascript:window.__storyXss()">Claim your coupon</a>' +
      '<script>window.__storyXss()</script><iframe src="https://example.com"></iframe>' +
      '<form action="/login"><input name="password" aria-label="Password"></form>',
  },
  beforeEach: () => {
    const spy = fn();
    (window as unknown as { __storyXss: () => void }).__storyXss = spy;
    return () => {
      delete (window as unknown as { __storyXss?: () => void }).__storyXss;
    };
  },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByText('Great product!')).toBeVisible();
    const coupon = canvas.getByText('Claim your coupon');
    await expect(coupon).not.toHaveAttribute('href');
    await userEvent.click(coupon);
    await expect(canvasElement.querySelector('script, iframe, form, input, [onerror]')).toBeNull();
  },
};

export const LinksInSameTab: Story = {
  args: { linkTarget: 'self', html: '<p>Open <a href="#orders">your orders</a>.</p>' },
  play: async ({ canvas }) => {
    const link = canvas.getByRole('link', { name: 'your orders' });
    await expect(link).not.toHaveAttribute('target');
    await expect(link).toHaveAttribute('rel', 'noopener noreferrer');
  },
};

export const Inline: Story = {
  args: { as: 'span', html: 'Shipped via <strong>DHL Express</strong>' },
  render: (args) => (
    <p>
      Status: <SafeHtml {...args} />
    </p>
  ),
};

/** A value that is neither a string nor `{ html }` renders nothing (and warns in the console). */
export const InvalidValue: Story = {
  args: { html: 42, 'data-testid': 'safe-html' } as Story['args'],
  beforeEach: () => {
    const original = console.warn;
    console.warn = fn();
    return () => {
      console.warn = original;
    };
  },
  play: async ({ canvas }) => {
    await expect(canvas.queryByTestId('safe-html')).toBeNull();
    await expect(console.warn).toHaveBeenCalled();
  },
};
