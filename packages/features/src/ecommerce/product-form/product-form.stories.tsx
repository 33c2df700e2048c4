import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';

import {
  PRODUCT_LIST_PATH,
  ProductForm,
  type ProductFormProps,
  type SaveOutcome,
} from './product-form.tsx';
import { emptyProductValues, type ProductFormValues } from './product-schema.ts';
import { seededProductValues } from './test/with-product-form.tsx';
import { href } from '../routes.ts';
import { inputNamed as input } from '../../test/form-stories.ts';

const PATH = href('ecommerce.productEdit', { id: 1 });

type OnSave = ProductFormProps['onSave'];

/** Saves as the API would: the values come back and the form keeps them. */
const saved = (values: ProductFormValues): Promise<SaveOutcome> =>
  Promise.resolve({ status: 'saved', values });

const meta = {
  title: 'Features/Ecommerce/ProductForm/ProductForm',
  component: ProductForm,
  args: {
    title: 'Edit product',
    description: seededProductValues.productName,
    submitLabel: 'Save changes',
    defaultValues: seededProductValues,
    onSave: fn(saved),
  },
  parameters: { layout: 'padded', router: { initialEntry: PATH, path: PATH } },
} satisfies Meta<typeof ProductForm>;
export default meta;

type Story = StoryObj<typeof meta>;

const save = (canvasElement: HTMLElement) => within(canvasElement).getByTestId('product-save');
const where = () => screen.queryByTestId('story-location');

/** The seeded product; a new quantity is sent and the form keeps it as saved. */
export const Default: Story = {
  play: async ({ args, canvasElement }) => {
    const qty = input(canvasElement, 'qty');
    await userEvent.clear(qty);
    await userEvent.type(qty, '7');
    await userEvent.click(save(canvasElement));
    await waitFor(() => expect(args.onSave).toHaveBeenCalledTimes(1));
    await expect(args.onSave.mock.calls[0]?.[0]).toMatchObject({
      productName: seededProductValues.productName,
      qty: '7',
    });
    await expect(qty).toHaveValue('7');
  },
};

/** The add form, saved empty from the keyboard: the first invalid field takes the focus. */
export const Empty: Story = {
  args: { title: 'Add a new product', description: '', defaultValues: emptyProductValues },
  play: async ({ args, canvasElement }) => {
    save(canvasElement).focus();
    await userEvent.keyboard('{Enter}');
    const name = input(canvasElement, 'productName');
    await waitFor(() => expect(name).toHaveAttribute('aria-invalid', 'true'));
    await expect(name).toHaveFocus();
    await expect(input(canvasElement, 'price')).toHaveAttribute('aria-invalid', 'true');
    await expect(args.onSave).not.toHaveBeenCalled();
  },
};

/** The save is in flight: the save button is busy. */
export const Saving: Story = {
  args: { onSave: fn<OnSave>(() => new Promise<SaveOutcome>(() => undefined)) },
  play: async ({ canvasElement }) => {
    await userEvent.click(save(canvasElement));
    await waitFor(() => expect(save(canvasElement)).toHaveAttribute('aria-busy', 'true'));
  },
};

/** The server refuses the SKU and the discount: both shown inline, the SKU focused. */
export const ServerFieldErrors: Story = {
  args: {
    onSave: fn<OnSave>(() =>
      Promise.resolve<SaveOutcome>({
        status: 'invalid',
        errors: { sku: ['taken'], discountedPrice: ['too high'] },
      }),
    ),
  },
  play: async ({ canvasElement }) => {
    await userEvent.click(save(canvasElement));
    const sku = input(canvasElement, 'sku');
    await waitFor(() => expect(sku).toHaveAttribute('aria-invalid', 'true'));
    await expect(sku).toHaveFocus();
    await expect(input(canvasElement, 'discountedPrice')).toHaveAttribute('aria-invalid', 'true');
  },
};

/** The save fails (network, 500): everything typed stays for another try. */
export const ServerError: Story = {
  args: { onSave: fn<OnSave>(() => Promise.resolve<SaveOutcome>({ status: 'failed' })) },
  play: async ({ args, canvasElement }) => {
    const name = input(canvasElement, 'productName');
    await userEvent.type(name, ' 2026');
    await userEvent.click(save(canvasElement));
    await waitFor(() => expect(args.onSave).toHaveBeenCalledTimes(1));
    await waitFor(() => expect(save(canvasElement)).not.toHaveAttribute('aria-busy', 'true'));
    await expect(name).toHaveValue(`${seededProductValues.productName} 2026`);
  },
};

/** Saved with somewhere to go next: the form leaves without asking about unsaved changes. */
export const SavedAndLeaves: Story = {
  args: {
    onSave: fn((values: ProductFormValues) =>
      Promise.resolve<SaveOutcome>({ status: 'saved', values, next: PRODUCT_LIST_PATH }),
    ),
  },
  play: async ({ canvasElement }) => {
    await userEvent.type(input(canvasElement, 'productName'), ' 2026');
    await userEvent.click(save(canvasElement));
    await waitFor(() => expect(where()).toHaveTextContent(PRODUCT_LIST_PATH));
    await expect(screen.queryByRole('alertdialog')).toBeNull();
  },
};

/** Discarding with changes asks first; staying keeps the input. */
export const UnsavedChanges: Story = {
  // Behaviour only: the visual run's shared page keeps a previous modal's pointer lock here.
  tags: ['no-visual'],
  play: async ({ canvasElement }) => {
    const name = input(canvasElement, 'productName');
    await userEvent.type(name, ' 2026');
    const discard = canvasElement.querySelector<HTMLAnchorElement>(
      `header a[href="${PRODUCT_LIST_PATH}"]`,
    );
    if (!discard) throw new Error('No discard link');
    await userEvent.click(discard);
    const dialog = await screen.findByRole('alertdialog');
    await userEvent.click(within(dialog).getAllByRole('button')[0] as HTMLElement);
    await waitFor(() => expect(dialog).not.toBeInTheDocument());
    await expect(name).toHaveValue(`${seededProductValues.productName} 2026`);
    await expect(where()).toBeNull();
  },
};

/** Edge case: a very long title in the header. */
export const LongTitle: Story = {
  args: {
    title: 'Edit Ultra-wide curved professional gaming and productivity monitor with adaptive sync',
    description: 'Last saved with a long brand line and four variants',
  },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('heading', { level: 1 })).toBeVisible();
  },
};
