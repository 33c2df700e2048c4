import { screen, waitFor, within } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';

import { getDb } from '@atrium/mocks';

import { setupFakeApi } from '../../test/msw-server.ts';
import { ProductAddPage } from './product-add-page.tsx';
import { ProductEditPage } from './product-edit-page.tsx';
import { renderFormRoute } from './test/render-form-route.tsx';
import { ecommercePaths, href } from '../routes.ts';

const server = setupFakeApi();

const renderAdd = () =>
  renderFormRoute(<ProductAddPage />, {
    initialEntry: href('ecommerce.productAdd'),
    path: href('ecommerce.productAdd'),
  });
const renderEdit = (id: number | string) =>
  renderFormRoute(<ProductEditPage />, {
    initialEntry: href('ecommerce.productEdit', { id }),
    path: ecommercePaths['ecommerce.productEdit'],
  });

const field = (name: RegExp) => screen.getByRole('textbox', { name });
const save = (user: UserEvent, label = 'Add product') =>
  user.click(screen.getByRole('button', { name: label }));

async function chooseCategory(user: UserEvent, title: string) {
  await user.click(screen.getByRole('combobox', { name: /^Category/ }));
  await user.click(await screen.findByRole('option', { name: title }));
}

/** The fields the API needs, valid. */
async function fillValid(user: UserEvent, name = 'Desk Lamp') {
  await user.type(field(/^Name/), name);
  await user.type(field(/^SKU/), '55501');
  await user.type(field(/^Quantity in stock/), '12');
  await user.type(field(/^Base price/), '24.99');
  await chooseCategory(user, 'Home Decor');
}

// A long form typed into with user-event is slow in jsdom; these wait on behaviour, not time.
describe('ProductAddPage', { timeout: 60_000 }, () => {
  it('shows every message inline and focuses the first invalid field', async () => {
    const user = userEvent.setup();
    renderAdd();
    await save(user);
    expect(await screen.findByText('Enter the product name')).toBeInTheDocument();
    expect(screen.getByText('Enter a SKU')).toBeInTheDocument();
    expect(screen.getByText('Enter the quantity in stock')).toBeInTheDocument();
    expect(screen.getByText('Enter the base price')).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: /^Category/ })).toHaveAttribute(
      'aria-invalid',
      'true',
    );
    expect(field(/^Name/)).toHaveAttribute('aria-invalid', 'true');
    expect(field(/^Name/)).toHaveFocus();
  });

  it('checks the SKU is numeric and the discount is below the base price', async () => {
    const user = userEvent.setup();
    renderAdd();
    await user.type(field(/^Name/), 'Desk Lamp');
    await user.type(field(/^SKU/), '12ab');
    await user.type(field(/^Base price/), '20');
    await user.type(field(/^Discounted price/), '25');
    await save(user);
    expect(await screen.findByText('The SKU takes numbers only')).toBeInTheDocument();
    expect(
      screen.getByText('The discounted price must be below the base price'),
    ).toBeInTheDocument();
    expect(field(/^SKU/)).toHaveFocus();
  });

  it('asks for a value in a variant row, and removes the row', async () => {
    const user = userEvent.setup();
    renderAdd();
    await user.click(screen.getByRole('button', { name: 'Add an option' }));
    await save(user);
    expect(await screen.findByText('Enter a value')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Remove option 1' }));
    expect(screen.queryByText('Enter a value')).not.toBeInTheDocument();
    expect(screen.getByText(/No variants/)).toBeInTheDocument();
  });

  it('creates the product, says so and shows it first in the list call', async () => {
    const user = userEvent.setup();
    renderAdd();
    await fillValid(user);
    await user.type(field(/^Discounted price/), '19.5');
    await user.click(screen.getByRole('button', { name: 'Add an option' }));
    await user.type(field(/^Value/), 'XL');
    await save(user);
    expect(await screen.findByText('Desk Lamp added')).toBeInTheDocument();
    const list = await screen.findByTestId('product-list-probe');
    await waitFor(() =>
      expect(within(list).getAllByRole('listitem')[0]).toHaveTextContent('Desk Lamp $24.99'),
    );
    expect(getDb().products.at(-1)).toMatchObject({
      productName: 'Desk Lamp',
      sku: 55501,
      qty: 12,
      category: 'Home Decor',
      discountedPrice: '$19.50',
      variants: [{ option: 'size', value: 'XL' }],
      status: 'Published',
    });
  });

  it("shows the server's SKU error inline and keeps the input", async () => {
    const user = userEvent.setup();
    renderAdd();
    await fillValid(user);
    await user.clear(field(/^SKU/));
    await user.type(field(/^SKU/), String(getDb().products[0]?.sku));
    await save(user);
    expect(await screen.findByText('Another product already has this SKU')).toBeInTheDocument();
    expect(field(/^SKU/)).toHaveFocus();
    expect(field(/^Name/)).toHaveValue('Desk Lamp');
  });

  it('keeps the input and says so when the server fails', async () => {
    server.use(
      http.post('*/api/apps/ecommerce/products', () =>
        HttpResponse.json({ message: 'Server error' }, { status: 500 }),
      ),
    );
    const user = userEvent.setup();
    renderAdd();
    await fillValid(user);
    await save(user);
    expect(await screen.findByText(/could not be saved/)).toBeInTheDocument();
    expect(field(/^Name/)).toHaveValue('Desk Lamp');
    expect(screen.queryByTestId('product-list-probe')).not.toBeInTheDocument();
  });

  it('asks before leaving with unsaved changes', async () => {
    const user = userEvent.setup();
    const { router } = renderAdd();
    await user.type(field(/^Name/), 'Half typed');
    await user.click(screen.getByRole('link', { name: 'Discard' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Leave without saving?' });
    await user.click(within(dialog).getByRole('button', { name: 'Stay' }));
    expect(router.state.location.pathname).toBe(href('ecommerce.productAdd'));
    expect(field(/^Name/)).toHaveValue('Half typed');

    await user.click(screen.getByRole('link', { name: 'Discard' }));
    await user.click(
      within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Leave' }),
    );
    expect(await screen.findByTestId('product-list-probe')).toBeInTheDocument();
  });

  it('leaves at once when nothing changed', async () => {
    const user = userEvent.setup();
    renderAdd();
    await user.click(screen.getByRole('link', { name: 'Discard' }));
    expect(await screen.findByTestId('product-list-probe')).toBeInTheDocument();
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
  });
});

describe('ProductEditPage', { timeout: 60_000 }, () => {
  it('loads the product into the form', async () => {
    renderEdit(1);
    const product = getDb().products[0];
    expect(await screen.findByDisplayValue('Aurora Pro 15 Laptop')).toBeInTheDocument();
    expect(field(/^SKU/)).toHaveValue(String(product?.sku));
    expect(field(/^Quantity in stock/)).toHaveValue(String(product?.qty));
    expect(field(/^Base price/)).toHaveValue(
      Number(product?.price.replace(/[$,]/g, '')).toFixed(2),
    );
    await waitFor(() =>
      expect(screen.getByRole('combobox', { name: /^Category/ })).toHaveTextContent(
        product?.category ?? '',
      ),
    );
  });

  it('saves the change, says so and can then leave without a prompt', async () => {
    const user = userEvent.setup();
    const { router } = renderEdit(1);
    const price = await screen.findByRole('textbox', { name: /^Base price/ });
    await user.clear(price);
    await user.type(price, '1234.5');
    await save(user, 'Save');
    expect(await screen.findByText('Aurora Pro 15 Laptop saved')).toBeInTheDocument();
    expect(getDb().products[0]?.price).toBe('$1,234.50');
    await waitFor(() => expect(price).toHaveValue('1234.50'));
    await user.click(screen.getByRole('link', { name: 'Discard' }));
    await waitFor(() => expect(router.state.location.pathname).toBe(href('ecommerce.productList')));
    expect(await screen.findByText(/Aurora Pro 15 Laptop \$1,234\.50/)).toBeInTheDocument();
  });

  it('shows a not-found state with a way back for an unknown id', async () => {
    renderEdit(999);
    expect(
      await screen.findByRole('heading', { name: 'Product not found', level: 2 }),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to products' })).toHaveAttribute(
      'href',
      href('ecommerce.productList'),
    );
  });
});
