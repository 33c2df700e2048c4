import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';

import { ImageField } from './image-field.tsx';
import { withMaxWidth } from '../../test/story-layout.tsx';

const LAPTOP = '/mock-assets/products/aurora-pro-15-laptop.svg';
const LAMP = '/mock-assets/products/desk-lamp-arc.svg';

const meta = {
  title: 'Features/Ecommerce/ProductForm/ImageField',
  component: ImageField,
  args: {
    label: 'Pictures',
    name: 'images',
    value: [],
    onChange: fn<(urls: string[]) => void>(),
    max: 4,
    helperText: 'PNG, JPEG, WebP or GIF, up to 300 KB each',
    removeLabel: (index: number) => `Remove picture ${index + 1}`,
    imageAlt: (index: number) => `Picture ${index + 1}`,
  },
  parameters: { layout: 'padded' },
  decorators: [withMaxWidth(560)],
} satisfies Meta<typeof ImageField>;
export default meta;

type Story = StoryObj<typeof meta>;

/** A 1×1 transparent PNG, as a file the user could pick. */
const png = (name: string) =>
  new File(
    [
      Uint8Array.from(
        atob(
          'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=',
        ),
        (c) => c.charCodeAt(0),
      ),
    ],
    name,
    { type: 'image/png' },
  );

const fileInput = (canvasElement: HTMLElement) => {
  const el = canvasElement.querySelector<HTMLInputElement>('input[type="file"]');
  if (!el) throw new Error('No file input');
  return el;
};

/** Nothing kept yet: picked files come back as data URLs, after what was kept. */
export const Empty: Story = {
  play: async ({ args, canvasElement }) => {
    await userEvent.upload(fileInput(canvasElement), [png('front.png'), png('back.png')]);
    await waitFor(() => expect(args.onChange).toHaveBeenCalledTimes(1));
    const urls = args.onChange.mock.calls[0]?.[0] ?? [];
    await expect(urls).toHaveLength(2);
    for (const url of urls) await expect(url).toMatch(/^data:image\/png;base64,/);
  },
};

/** Two stored pictures; removing the first hands back the second. */
export const WithPictures: Story = {
  args: { value: [LAPTOP, LAMP] },
  play: async ({ args, canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Remove picture 1' }));
    await expect(args.onChange).toHaveBeenCalledWith([LAMP]);
  },
};

/** Edge case: the limit reached, the drop zone is off. */
export const Full: Story = {
  args: { value: [LAPTOP, LAMP, LAPTOP, LAMP] },
  play: async ({ canvasElement }) => {
    await expect(fileInput(canvasElement)).toBeDisabled();
    await expect(within(canvasElement).getAllByRole('listitem')).toHaveLength(4);
  },
};

/** One picture at most (a category's): a new file replaces the one kept. */
export const Single: Story = {
  args: { max: 1, value: [LAMP], label: 'Picture' },
  play: async ({ args, canvasElement }) => {
    await expect(fileInput(canvasElement)).toBeEnabled();
    await userEvent.upload(fileInput(canvasElement), png('new.png'));
    await waitFor(() => expect(args.onChange).toHaveBeenCalledTimes(1));
    await expect(args.onChange.mock.calls[0]?.[0]).toHaveLength(1);
  },
};

/** A message from the form under the drop zone. */
export const WithError: Story = {
  args: { error: 'No more than 4 pictures' },
  play: async ({ canvasElement }) => {
    await expect(fileInput(canvasElement)).toHaveAttribute('aria-invalid', 'true');
  },
};
