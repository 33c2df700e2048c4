import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, waitFor } from 'storybook/test';

import { SafeHtmlFrame } from './safe-html-frame.tsx';

const mail = `
<p>Hi John,</p>
<p>We would like to place a <strong>bulk order</strong> of 120 Canvas Leather Backpacks for our
spring catalogue. Could you confirm availability and a delivery date?</p>
<ul><li>120 × Canvas Leather Backpack, tan</li><li>Delivery before 15 March</li></ul>
<blockquote>Quoted: “Our spring catalogue goes to print on 1 March.”</blockquote>
<p>The purchase order is on <a href="https://example.com/po/4410">our portal</a>.</p>
<p>Best regards,<br>Chris</p>`;

const meta = {
  title: 'UI/Data/SafeHtmlFrame',
  component: SafeHtmlFrame,
  args: { html: mail, title: 'Message: Bulk order for the spring catalogue' },
  argTypes: { html: { control: 'text' } },
} satisfies Meta<typeof SafeHtmlFrame>;
export default meta;

type Story = StoryObj<typeof meta>;

/** The frame's document, once it has loaded. */
async function frameBody(canvasElement: HTMLElement, text = 'Hi'): Promise<HTMLElement> {
  const frame = canvasElement.querySelector('iframe');
  if (!frame) throw new Error('no frame');
  await waitFor(() => expect(frame.contentDocument?.body.textContent).toContain(text));
  await waitFor(() => expect(frame.getBoundingClientRect().height).toBeGreaterThan(40));
  const body = frame.contentDocument?.body;
  if (!body) throw new Error('no frame document');
  return body;
}

/** A mail as it shows in the reading pane: the page's font and colours, sized to its content. */
export const Mail: Story = {
  play: async ({ canvasElement }) => {
    const body = await frameBody(canvasElement);
    const frame = canvasElement.querySelector('iframe');
    await expect(frame).toHaveAttribute('title', 'Message: Bulk order for the spring catalogue');
    await expect(frame?.getAttribute('sandbox')?.split(' ')).not.toContain('allow-scripts');
    // As tall as its content: nothing to scroll inside the frame.
    const inner = body.ownerDocument.documentElement;
    await expect(inner.scrollHeight).toBeLessThanOrEqual(frame?.clientHeight ?? 0);
    const link = body.querySelector('a');
    await expect(link?.getAttribute('target')).toBe('_blank');
    await expect(link?.getAttribute('rel')).toBe('noopener noreferrer');
    // The page's text colour, not the frame's default black; the text's own direction.
    await expect(getComputedStyle(body).color).toBe(getComputedStyle(canvasElement).color);
    await expect(getComputedStyle(body).direction).toBe('ltr');
  },
};

/** A hostile mail: nothing in it runs, not even a handler the sanitizer would have missed. */
export const HostileMail: Story = {
  args: {
    html:
      '<p>Hi, your parcel is waiting.<img src="x" onerror="parent.__frameXss()" alt=""></p>' +
      '<a href="javascript:parent.__frameXss()">Track it</a>' +
      '<script>parent.__frameXss()</script>' +
      '<svg><animate onbegin="parent.__frameXss()" attributeName="x" dur="1s"></animate></svg>',
  },
  beforeEach: () => {
    const spy = fn();
    (window as unknown as { __frameXss: () => void }).__frameXss = spy;
    return () => {
      delete (window as unknown as { __frameXss?: () => void }).__frameXss;
    };
  },
  play: async ({ canvasElement }) => {
    const body = await frameBody(canvasElement);
    await expect(body.querySelector('script, [onerror], [onbegin]')).toBeNull();
    await expect(body.querySelector('a')?.getAttribute('href')).toBeNull();
    body.querySelector('a')?.click();
    await new Promise((resolve) => setTimeout(resolve, 100));
    const spy = (window as unknown as { __frameXss: ReturnType<typeof fn> }).__frameXss;
    await expect(spy).not.toHaveBeenCalled();
  },
};

/** A long line without spaces wraps inside the frame instead of widening it. */
export const LongUnbrokenLine: Story = {
  args: {
    html: `<p>Hi there, the tracking code is ${'AT1234567890'.repeat(12)} for your order.</p>`,
  },
  play: async ({ canvasElement }) => {
    const body = await frameBody(canvasElement);
    await expect(body.scrollWidth).toBeLessThanOrEqual(body.clientWidth);
  },
};

/** A mail in Arabic reads right to left whatever the app's language, and an English one left to right. */
export const ArabicMail: Story = {
  args: {
    html: '<p>مرحبا جون،</p><p>هل يمكنك تأكيد موعد تسليم الطلب رقم 5437؟</p><p>شكرا، سارة</p>',
    title: 'Message: Delivery date',
  },
  play: async ({ canvasElement }) => {
    const body = await frameBody(canvasElement, 'مرحبا');
    await expect(getComputedStyle(body).direction).toBe('rtl');
  },
};
