import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor } from 'storybook/test';
import { z } from 'zod';

import { fieldStates, sizeArgTypes, text } from '../test/field-states.tsx';
import { filesFieldProps } from '../test/story-form-play.ts';
import { formStory } from '../test/story-form.tsx';
import { frame } from '../test/story-layout.tsx';
import { FileInput } from './file-input.tsx';

// A 2×2 PNG, so the thumbnail is a real decoded image without any network.
const pngBytes = Uint8Array.from(
  atob(
    'iVBORw0KGgoAAAANSUhEUgAAAAIAAAACCAIAAAD91JpzAAAAFklEQVR4nGNgYGD4z8DAwMDAwMDAAAANAAH/hw3e4QAAAABJRU5ErkJggg==',
  ),
  (c) => c.charCodeAt(0),
);
const image = (name: string) => new File([pngBytes], name, { type: 'image/png', lastModified: 0 });
const pdf = (name: string, bytes: number) =>
  new File([new Uint8Array(bytes)], name, { type: 'application/pdf', lastModified: 0 });

/** Drops files the way a browser does, bypassing the input's own `accept` filter. */
function drop(target: Element, files: File[]) {
  const data = new DataTransfer();
  for (const f of files) data.items.add(f);
  target.dispatchEvent(
    new DragEvent('drop', { dataTransfer: data, bubbles: true, cancelable: true }),
  );
}

const MB = 1_000_000;

const meta = {
  title: 'UI/Forms/FileInput',
  component: FileInput,
  args: {
    label: 'Product image',
    accept: 'image/*',
    maxSize: 2 * MB,
    helperText: 'PNG or JPEG, up to 2 MB.',
    onFilesChange: fn(),
    onReject: fn(),
  },
  argTypes: sizeArgTypes,
  decorators: [frame({ maxInlineSize: 420 })],
} satisfies Meta<typeof FileInput>;
export default meta;

type Story = StoryObj<typeof meta>;

export const Playground: Story = {
  play: async ({ args, canvas, canvasElement }) => {
    const input = canvas.getByLabelText('Product image', { exact: false });
    await expect(input).toHaveAttribute('type', 'file');
    await userEvent.upload(input, image('linen-shirt.png'));
    await expect(args.onFilesChange).toHaveBeenLastCalledWith({ files: [expect.any(File)] });
    await expect(canvas.getByText('linen-shirt.png')).toBeVisible();
    await waitFor(() =>
      expect(canvasElement.querySelector('img')).toHaveProperty('naturalWidth', 2),
    );
    // Keyboard: Tab goes from the drop zone to the remove button; Enter empties the list.
    input.focus();
    await userEvent.tab();
    await expect(canvas.getByRole('button')).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(canvas.queryByText('linen-shirt.png')).not.toBeInTheDocument();
    await expect(args.onFilesChange).toHaveBeenLastCalledWith({ files: [] });
  },
};

function WithFiles(props: Partial<Parameters<typeof FileInput>[0]>) {
  const [files, setFiles] = useState<File[]>([
    image('front.png'),
    image('back.png'),
    pdf('size-guide.pdf', 1_340_000),
  ]);
  return (
    <FileInput
      label="Product media"
      multiple
      accept="image/*,.pdf"
      maxSize={5 * MB}
      value={files}
      onFilesChange={({ files: next }) => setFiles(next)}
      {...props}
    />
  );
}

export const MultipleWithPreviews: Story = {
  render: () => <WithFiles helperText="Images or PDF, up to 5 MB each." />,
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('list')).toBeVisible();
    await expect(canvas.getAllByRole('listitem')).toHaveLength(3);
    await userEvent.click(canvas.getAllByRole('button')[1]!);
    await expect(canvas.getAllByRole('listitem')).toHaveLength(2);
    await expect(canvas.queryByText('back.png')).not.toBeInTheDocument();
  },
};

export const RejectedFiles: Story = {
  args: {
    label: 'Invoice',
    accept: '.pdf',
    maxSize: 2 * MB,
    multiple: true,
    helperText: 'PDF, up to 2 MB.',
  },
  play: async ({ args, canvas }) => {
    const input = canvas.getByLabelText('Invoice', { exact: false });
    drop(input, [pdf('march.pdf', 1000), pdf('scan.pdf', 3 * MB), image('photo.png')]);
    await waitFor(() => expect(input).toHaveAttribute('aria-invalid', 'true'));
    await expect(args.onReject).toHaveBeenCalledTimes(1);
    await expect(args.onFilesChange).toHaveBeenLastCalledWith({ files: [expect.any(File)] });
    await expect(input).toHaveAccessibleErrorMessage(/scan\.pdf.*photo\.png/);
    await expect(canvas.getByText('march.pdf')).toBeVisible();
  },
};

const states = fieldStates<Story>((canvas, { label }) =>
  canvas.getByLabelText(text(label), { exact: false }),
);

export const Required: Story = states.required({ required: true });

export const WithError: Story = states.invalid({
  required: true,
  error: 'Add at least one product image.',
});

export const Disabled: Story = {
  render: () => <WithFiles disabled />,
  play: async ({ canvas }) => {
    await expect(canvas.getByLabelText('Product media', { exact: false })).toBeDisabled();
    await expect(canvas.queryAllByRole('button')).toHaveLength(0);
  },
};

export const Small: Story = { args: { size: 'sm' } };

export const WithReactHookForm: Story = formStory({
  schema: z.object({
    attachments: z.array(z.instanceof(File)).min(1, 'Attach the signed delivery note.'),
  }),
  defaultValues: { attachments: [] },
  submit: 'Close return',
  render: (field, error) => (
    <FileInput {...filesFieldProps(field, error)} label="Delivery note" accept=".pdf" required />
  ),
  field: (canvas) => canvas.getByLabelText<HTMLInputElement>('Delivery note', { exact: false }),
  error: 'Attach the signed delivery note.',
  fix: (input) => userEvent.upload(input, pdf('note-10482.pdf', 2000)),
  submitted: [{ attachments: [expect.objectContaining({ name: 'note-10482.pdf' })] }],
});
