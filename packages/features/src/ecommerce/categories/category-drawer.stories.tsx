import type { Meta, StoryObj } from '@storybook/react-vite';
import { delay, http, HttpResponse } from 'msw';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';

import { createSeed, fixedNow } from '@atrium/mocks';

import { CategoryDrawer } from './category-drawer.tsx';
import { withEcommerce } from '../../test/story-handlers.ts';

const LIST = '*/api/apps/ecommerce/categories';
const ITEM = '*/api/apps/ecommerce/categories/:id';

const { categories } = createSeed({ now: fixedNow });
const office = categories.find((c) => c.title === 'Office');
if (!office) throw new Error('The seed has no Office category');

const meta = {
  title: 'Features/Ecommerce/Categories/CategoryDrawer',
  component: CategoryDrawer,
  args: { open: true, category: null, categories, onClose: fn() },
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof CategoryDrawer>;
export default meta;

type Story = StoryObj<typeof meta>;

/** The drawer lives in a portal: its parts are looked up in the whole document. */
async function drawerParts() {
  const drawer = await screen.findByTestId('category-drawer');
  const input = (name: string) => {
    const el = drawer.querySelector<HTMLInputElement | HTMLTextAreaElement>(`[name="${name}"]`);
    if (!el) throw new Error(`No ${name} field`);
    return el;
  };
  return { drawer, input, save: within(drawer).getByTestId('category-save') };
}

const titlesOnServer = async () =>
  (
    (await (await fetch('/api/apps/ecommerce/categories?itemsPerPage=-1')).json()) as {
      categories: { title: string }[];
    }
  ).categories.map((c) => c.title);

/** Adding: saved empty, the title is required; with a title it is created and the drawer closes. */
export const Add: Story = {
  play: async ({ args }) => {
    const { input, save } = await drawerParts();
    await userEvent.click(save);
    await waitFor(() => expect(input('title')).toHaveAttribute('aria-invalid', 'true'));
    await expect(input('title')).toHaveFocus();

    await userEvent.type(input('title'), 'Lamps');
    await userEvent.click(save);
    await waitFor(() => expect(args.onClose).toHaveBeenCalled());
    await expect(await titlesOnServer()).toContain('Lamps');
  },
};

/** Editing a seeded category: its values are loaded; a change is saved. */
export const Edit: Story = {
  args: { category: office },
  play: async ({ args }) => {
    const { input, save } = await drawerParts();
    await expect(input('title')).toHaveValue('Office');
    await userEvent.clear(input('title'));
    await userEvent.type(input('title'), 'Workspace');
    await userEvent.click(save);
    await waitFor(() => expect(args.onClose).toHaveBeenCalled());
    await expect(await titlesOnServer()).toContain('Workspace');
  },
};

/** Cancel closes without saving. */
export const Cancel: Story = {
  play: async ({ args }) => {
    const { input, save } = await drawerParts();
    await userEvent.type(input('title'), 'Half typed');
    // The footer holds Cancel, then Save.
    const cancel = save.previousElementSibling;
    if (!(cancel instanceof HTMLButtonElement)) throw new Error('No cancel button');
    await userEvent.click(cancel);
    await expect(args.onClose).toHaveBeenCalled();
    await expect(await titlesOnServer()).not.toContain('Half typed');
  },
};

/** The save call is in flight: the save button is busy. */
export const Saving: Story = {
  parameters: withEcommerce(
    http.post(LIST, async () => {
      await delay('infinite');
      return HttpResponse.json({});
    }),
  ),
  play: async () => {
    const { input, save } = await drawerParts();
    await userEvent.type(input('title'), 'Lamps');
    await userEvent.click(save);
    await waitFor(() => expect(save).toHaveAttribute('aria-busy', 'true'));
  },
};

/** The save call fails: an error toast, the drawer stays open with the input kept. */
export const ServerError: Story = {
  args: { category: office },
  parameters: withEcommerce(
    http.patch(ITEM, () => HttpResponse.json({ message: 'Server error' }, { status: 500 })),
  ),
  play: async ({ args }) => {
    const { input, save } = await drawerParts();
    await userEvent.type(input('description'), ' and lamps');
    await userEvent.click(save);
    await waitFor(() => expect(document.querySelector('[data-severity="error"]')).not.toBeNull());
    await expect(args.onClose).not.toHaveBeenCalled();
    await expect(input('description')).toHaveValue(`${office.description} and lamps`);
  },
};

/** A title another category has: the server's refusal shows under the field. */
export const TitleTaken: Story = {
  play: async ({ args }) => {
    const { input, save } = await drawerParts();
    await userEvent.type(input('title'), 'shoes');
    await userEvent.click(save);
    await waitFor(() => expect(input('title')).toHaveAttribute('aria-invalid', 'true'));
    await expect(input('title')).toHaveValue('shoes');
    await expect(args.onClose).not.toHaveBeenCalled();
  },
};

/** Edge case: no other category yet, so the only parent choice is "none". */
export const NoOtherCategories: Story = {
  args: { categories: [] },
  play: async () => {
    const { input } = await drawerParts();
    await expect(input('title')).toHaveValue('');
  },
};
