import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent } from 'storybook/test';
import styled from 'styled-components';

import { Button } from '../button/button.tsx';
import { Checkbox } from '../checkbox/checkbox.tsx';
import { Select } from '../select/select.tsx';
import { Switch } from '../switch/switch.tsx';
import { Textarea } from '../textarea/textarea.tsx';
import { TextField } from '../text-field/text-field.tsx';

/** Layout recipes, not a component: forms are composed from the controls and CSS grid. */
const meta = {
  title: 'UI/Forms/Form layouts',
  parameters: { layout: 'padded' },
} satisfies Meta;
export default meta;

type Story = StoryObj<typeof meta>;

const Form = styled.form`
  display: grid;
  gap: ${({ theme }) => theme.space(4)};
  max-inline-size: 720px;
`;

const Horizontal = styled(Form)`
  /* Labels beside the fields from the md breakpoint; stacked below it. */
  ${({ theme }) => theme.media.up('md')} {
    & > [data-size] {
      display: grid;
      grid-template-columns: 180px 1fr;
      column-gap: ${({ theme }) => theme.space(4)};
      align-items: start;
    }
    & > [data-size] > label {
      padding-block-start: ${({ theme }) => theme.space(2.5)};
      grid-row: span 2;
    }
  }
`;

const Columns = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space(4)};
  grid-template-columns: repeat(auto-fit, minmax(220px, 1fr));
`;

const Actions = styled.div`
  display: flex;
  justify-content: flex-end;
  gap: ${({ theme }) => theme.space(3)};
`;

const Sticky = styled(Actions)`
  position: sticky;
  inset-block-end: 0;
  padding: ${({ theme }) => theme.space(3, 4)};
  background: ${({ theme }) => theme.color.paper};
  border-block-start: 1px solid ${({ theme }) => theme.color.divider};
  box-shadow: ${({ theme }) => theme.surface.shadow};
`;

const Section = styled.details`
  border: 1px solid ${({ theme }) => theme.color.divider};
  border-radius: ${({ theme }) => theme.radius.lg};
  background: ${({ theme }) => theme.color.paper};

  summary {
    padding: ${({ theme }) => theme.space(3, 4)};
    font-weight: ${({ theme }) => theme.font.weight.medium};
    cursor: pointer;
  }
  & > div {
    display: grid;
    gap: ${({ theme }) => theme.space(4)};
    padding: ${({ theme }) => theme.space(0, 4, 4)};
  }
`;

const countries = [
  { value: 'FR', label: 'France' },
  { value: 'DE', label: 'Germany' },
  { value: 'US', label: 'United States' },
];

export const Vertical: Story = {
  render: () => (
    <Form aria-label="New customer" onSubmit={(e) => e.preventDefault()}>
      <TextField label="Full name" required autoComplete="name" />
      <TextField label="Email" type="email" required autoComplete="email" />
      <Select label="Country" options={countries} placeholder="Choose a country" />
      <Checkbox label="Subscribed to the newsletter" />
      <Actions>
        <Button variant="tonal" color="secondary">
          Cancel
        </Button>
        <Button type="submit">Create customer</Button>
      </Actions>
    </Form>
  ),
  play: async ({ canvas }) => {
    await userEvent.tab();
    await expect(canvas.getByRole('textbox', { name: 'Full name' })).toHaveFocus();
  },
};

export const HorizontalLabels: Story = {
  render: () => (
    <Horizontal aria-label="Store settings" onSubmit={(e) => e.preventDefault()}>
      <TextField label="Store name" defaultValue="Atrium Shop" />
      <TextField
        label="Support email"
        type="email"
        defaultValue="help@atrium.shop"
        helperText="Shown on invoices."
      />
      <Textarea label="Return address" minRows={2} defaultValue={'12 Rue Oberkampf\n75011 Paris'} />
      <Actions>
        <Button type="submit">Save settings</Button>
      </Actions>
    </Horizontal>
  ),
};

export const MultiColumn: Story = {
  render: () => (
    <Form aria-label="Shipping address" onSubmit={(e) => e.preventDefault()}>
      <Columns>
        <TextField label="First name" autoComplete="given-name" />
        <TextField label="Last name" autoComplete="family-name" />
      </Columns>
      <TextField label="Street address" autoComplete="street-address" />
      <Columns>
        <TextField label="Postal code" autoComplete="postal-code" />
        <TextField label="City" autoComplete="address-level2" />
        <Select label="Country" options={countries} defaultValue="FR" />
      </Columns>
      <Actions>
        <Button type="submit">Save address</Button>
      </Actions>
    </Form>
  ),
};

export const StickyActions: Story = {
  render: () => (
    <div style={{ blockSize: 360, overflow: 'auto' }}>
      <Form aria-label="Product" onSubmit={(e) => e.preventDefault()}>
        <TextField label="Product name" defaultValue="Linen shirt" />
        <Textarea label="Description" minRows={4} />
        <TextField label="Price" type="number" prefix="$" defaultValue="49.90" />
        <TextField label="SKU" defaultValue="LIN-SH-042" />
        <Switch label="Published" defaultChecked />
        <Sticky>
          <Button variant="tonal" color="secondary">
            Discard
          </Button>
          <Button type="submit">Save product</Button>
        </Sticky>
      </Form>
    </div>
  ),
  play: async ({ canvas }) => {
    // The bar stays in view while the form scrolls.
    await expect(canvas.getByRole('button', { name: 'Save product' })).toBeVisible();
  },
};

export const CollapsibleSections: Story = {
  render: () => (
    <Form aria-label="Product" onSubmit={(e) => e.preventDefault()}>
      <Section open>
        <summary>General</summary>
        <div>
          <TextField label="Product name" defaultValue="Linen shirt" />
        </div>
      </Section>
      <Section>
        <summary>Search engine listing</summary>
        <div>
          <TextField label="SEO title" maxLength={60} />
          <Textarea label="Meta description" maxLength={160} minRows={2} />
        </div>
      </Section>
    </Form>
  ),
  play: async ({ canvas }) => {
    const summary = canvas.getByText('Search engine listing');
    await expect(canvas.getByLabelText('SEO title')).not.toBeVisible();
    // A native <summary>: reachable with Tab and toggled by Enter or Space in browsers.
    await userEvent.click(summary);
    await expect(canvas.getByLabelText('SEO title')).toBeVisible();
  },
};
