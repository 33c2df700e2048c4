import type { Meta, StoryObj } from '@storybook/react-vite';
import { delay, http, HttpResponse } from 'msw';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';

import { ProductOrganizeSection } from './product-organize-section.tsx';
import { productSectionStories } from './test/with-product-form.tsx';
import { withEcommerce } from '../../test/story-handlers.ts';

const CATEGORIES = '*/api/apps/ecommerce/categories';

const kit = productSectionStories(ProductOrganizeSection, 360);
const { submit } = kit;

const meta = {
  title: 'Features/Ecommerce/ProductForm/ProductOrganizeSection',
  ...kit.meta,
} satisfies Meta<typeof ProductOrganizeSection>;
export default meta;

type Story = StoryObj<typeof meta>;

const category = (canvasElement: HTMLElement) =>
  within(canvasElement).getByTestId('product-category');

/** Opens the category choice and returns its options (category titles come from the API). */
async function categoryOptions(canvasElement: HTMLElement) {
  await userEvent.click(category(canvasElement));
  return screen.findAllByRole('option');
}

/** The seeded product's category; another one is picked from the categories API and saved. */
export const Default: Story = {
  decorators: [kit.form()],
  play: async ({ canvasElement }) => {
    await waitFor(() => expect(category(canvasElement)).toHaveTextContent(kit.seeded.category));
    await categoryOptions(canvasElement);
    await userEvent.click(await screen.findByRole('option', { name: 'Home Decor' }));
    await kit.submitUntilSaved(canvasElement, (saved) =>
      expect(saved?.category).toBe('Home Decor'),
    );
  },
};

/** No category chosen: required, and focused on save. */
export const Empty: Story = {
  decorators: [kit.form({ category: '', vendor: '', tags: [] })],
  play: async ({ canvasElement }) => {
    await kit.submitRefused(canvasElement, category(canvasElement));
    await expect(kit.saved(canvasElement)).toBeNull();
  },
};

/** The categories call never answers: the choice has only the stored category. */
export const LoadingCategories: Story = {
  decorators: [kit.form({ category: '' })],
  parameters: withEcommerce(
    http.get(CATEGORIES, async () => {
      await delay('infinite');
      return HttpResponse.json({ categories: [], total: 0 });
    }),
  ),
  play: async ({ canvasElement }) => {
    await expect(category(canvasElement)).toBeVisible();
  },
};

/** The categories call fails: nothing to choose, and saving says a category is needed. */
export const CategoriesError: Story = {
  decorators: [kit.form({ category: '' })],
  parameters: withEcommerce(
    http.get(CATEGORIES, () => HttpResponse.json({ message: 'Server error' }, { status: 500 })),
  ),
  play: async ({ canvasElement }) => {
    await submit(canvasElement);
    await waitFor(() => expect(category(canvasElement)).toHaveAttribute('aria-invalid', 'true'));
  },
};

/**
 * Edge case: a stored category the API no longer lists stays choosable; a long vendor and
 * collection and many tags, some not among the suggestions.
 */
export const RetiredCategoryAndManyTags: Story = {
  decorators: [
    kit.form({
      category: 'Vintage Cameras',
      vendor: 'Lumitech International Distribution and Logistics GmbH & Co. KG',
      collection: 'Autumn–Winter professional workstation essentials',
      tags: ['new', 'sale', 'bestseller', 'eco', 'gift', 'limited', 'refurbished', 'bundle'],
    }),
  ],
  play: async ({ canvasElement }) => {
    await waitFor(() => expect(category(canvasElement)).toHaveTextContent('Vintage Cameras'));
    const options = await categoryOptions(canvasElement);
    await expect(options[0]).toHaveTextContent('Vintage Cameras');
    await userEvent.keyboard('{Escape}');
    await kit.submitUntilSaved(canvasElement, (saved) => expect(saved?.tags).toHaveLength(8));
  },
};
