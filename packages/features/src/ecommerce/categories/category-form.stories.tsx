import type { Meta, StoryObj } from '@storybook/react-vite';
import { useTranslation } from 'react-i18next';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';

import { createSeed, fixedNow } from '@atrium/mocks';
import type { Category } from '@atrium/mocks/types';
import { Button, Stack } from '@atrium/ui';

import { CategoryForm, type CategoryFormProps } from './category-form.tsx';

const FORM_ID = 'category-form-story';
const { categories } = createSeed({ now: fixedNow });
const office = categories.find((c) => c.title === 'Office');
if (!office) throw new Error('The seed has no Office category');

/** The drawer's save button, which submits the form from outside it (`form=`). */
function SaveButton() {
  const { t } = useTranslation('ecommerce');
  return (
    <Button type="submit" form={FORM_ID} data-testid="category-save">
      {t('common.actions.save')}
    </Button>
  );
}

const meta = {
  title: 'Features/Ecommerce/Categories/CategoryForm',
  component: CategoryForm,
  args: {
    formId: FORM_ID,
    category: null,
    categories,
    onSubmit: fn<CategoryFormProps['onSubmit']>(() => Promise.resolve()),
  },
  parameters: { layout: 'padded' },
  render: (args) => (
    <Stack gap={4} maxInlineSize={420}>
      <CategoryForm {...args} />
      <div>
        <SaveButton />
      </div>
    </Stack>
  ),
} satisfies Meta<typeof CategoryForm>;
export default meta;

type Story = StoryObj<typeof meta>;

const field = (canvasElement: HTMLElement, name: string) => {
  const el = canvasElement.querySelector<HTMLInputElement | HTMLTextAreaElement>(
    `[name="${name}"]`,
  );
  if (!el) throw new Error(`No ${name} field`);
  return el;
};
const save = (canvasElement: HTMLElement) =>
  userEvent.click(within(canvasElement).getByTestId('category-save'));

/** A new category: saved empty, the title is required and takes the focus; then it saves. */
export const Add: Story = {
  play: async ({ args, canvasElement }) => {
    const title = field(canvasElement, 'title');
    await save(canvasElement);
    await waitFor(() => expect(title).toHaveAttribute('aria-invalid', 'true'));
    await expect(title).toHaveFocus();
    await expect(args.onSubmit).not.toHaveBeenCalled();

    await userEvent.type(title, 'Lamps');
    await save(canvasElement);
    await waitFor(() => expect(args.onSubmit).toHaveBeenCalledTimes(1));
    await expect(args.onSubmit.mock.calls[0]?.[0]).toEqual({
      title: 'Lamps',
      slug: '',
      description: '',
      image: [],
      parentId: 'none',
      status: 'Published',
    });
  },
};

/** A seeded category loaded into the form. */
export const Edit: Story = {
  args: { category: office },
  play: async ({ canvasElement }) => {
    await expect(field(canvasElement, 'title')).toHaveValue('Office');
    await expect(field(canvasElement, 'description')).toHaveValue(office.description);
    // The stored picture, as one thumbnail with its remove button.
    await expect(canvasElement.querySelectorAll('ul > li')).toHaveLength(1);
  },
};

/** A slug that is not lower-case words with hyphens is refused before anything is sent. */
export const InvalidSlug: Story = {
  play: async ({ args, canvasElement }) => {
    await userEvent.type(field(canvasElement, 'title'), 'Home Lighting');
    await userEvent.type(field(canvasElement, 'slug'), 'Not A Slug');
    await save(canvasElement);
    await waitFor(() =>
      expect(field(canvasElement, 'slug')).toHaveAttribute('aria-invalid', 'true'),
    );
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

/** The server refuses the title (already used): its message shows under the field. */
export const ServerFieldError: Story = {
  args: {
    onSubmit: fn<CategoryFormProps['onSubmit']>((_, setError) => {
      setError('title', { type: 'server', message: 'Shoes' }, { shouldFocus: true });
      return Promise.resolve();
    }),
  },
  play: async ({ canvasElement }) => {
    const title = field(canvasElement, 'title');
    await userEvent.type(title, 'shoes');
    await save(canvasElement);
    await waitFor(() => expect(title).toHaveAttribute('aria-invalid', 'true'));
    await expect(title).toHaveValue('shoes');
  },
};

const longCategory: Category = {
  ...office,
  id: 99,
  title: 'Ergonomic office furniture, standing desks and accessories for the home office',
  slug: 'ergonomic-office-furniture-standing-desks-and-accessories',
  description:
    'Height-adjustable desks, mesh task chairs, monitor arms, footrests, cable trays, desk lamps, ' +
    'keyboard trays and everything else a long working day at home calls for, tested by our team.',
  parentId: office.id,
  status: 'Inactive',
};

/** Edge case: long title, slug and description; a parent and the inactive status. */
export const LongContent: Story = {
  args: { category: longCategory },
  play: async ({ canvasElement }) => {
    await expect(field(canvasElement, 'title')).toHaveValue(longCategory.title);
    await expect(field(canvasElement, 'slug')).toHaveValue(longCategory.slug);
  },
};
