import type { Meta, StoryObj } from '@storybook/react-vite';
import { IconCreditCard, IconTruck, IconUser } from '@tabler/icons-react';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor } from 'storybook/test';

import { RadioGroup } from '../radio-group/radio-group.tsx';
import { TextField } from '../text-field/text-field.tsx';
import { frame } from '../test/story-layout.tsx';
import { Wizard, type WizardStep } from './wizard.tsx';

function CheckoutWizard({
  onSubmit,
  orientation,
}: {
  onSubmit: () => void;
  orientation?: 'horizontal' | 'vertical';
}) {
  // Step panels unmount when left, so the answers live here (or in a react-hook-form form).
  const [email, setEmail] = useState('');
  const [street, setStreet] = useState('');
  const [shipping, setShipping] = useState('standard');
  const steps: WizardStep[] = [
    {
      label: 'Customer',
      description: 'Contact details',
      icon: <IconUser size={18} />,
      content: (
        <TextField
          label="Email"
          type="email"
          required
          value={email}
          onChange={(e) => setEmail(e.target.value)}
        />
      ),
      validate: () => (/^\S+@\S+\.\S+$/.test(email) ? [] : ['Enter the customer’s email.']),
    },
    {
      label: 'Shipping',
      description: 'Address and method',
      icon: <IconTruck size={18} />,
      content: (
        <>
          <TextField
            label="Street address"
            required
            value={street}
            onChange={(e) => setStreet(e.target.value)}
          />
          <RadioGroup
            label="Method"
            value={shipping}
            onValueChange={({ value }) => setShipping(value)}
          >
            <RadioGroup.Item value="standard" label="Standard (free)" />
            <RadioGroup.Item value="express" label="Express ($12.00)" />
          </RadioGroup>
        </>
      ),
      validate: () => (street ? [] : ['Enter a street address.']),
    },
    {
      label: 'Payment',
      description: 'Review and pay',
      icon: <IconCreditCard size={18} />,
      content: <p style={{ margin: 0 }}>Total: $129.90, charged to the card on file.</p>,
    },
  ];
  return (
    <Wizard steps={steps} onSubmit={onSubmit} orientation={orientation} submitLabel="Place order" />
  );
}

const meta = {
  title: 'UI/Forms/Wizard',
  component: Wizard,
  args: { steps: [], onSubmit: fn() },
  render: (args) => <CheckoutWizard onSubmit={args.onSubmit} orientation={args.orientation} />,
  decorators: [frame({ maxInlineSize: 760 })],
} satisfies Meta<typeof Wizard>;
export default meta;

type Story = StoryObj<typeof meta>;

export const Checkout: Story = {
  play: async ({ args, canvas }) => {
    const buttons = () => canvas.getAllByRole('button');
    // Next is blocked while the step has errors, which are announced.
    await userEvent.click(buttons().at(-1)!);
    await expect(await canvas.findByRole('alert')).toHaveTextContent('Enter the customer’s email.');
    await expect(canvas.getAllByRole('listitem')[0]).toHaveAttribute('data-state', 'error');
    await userEvent.type(canvas.getByRole('textbox', { name: 'Email' }), 'ana@example.com');
    await userEvent.click(buttons().at(-1)!);
    await waitFor(() => expect(canvas.getByRole('heading', { name: 'Shipping' })).toHaveFocus());
    await expect(canvas.getAllByRole('listitem')[0]).toHaveAttribute('data-state', 'complete');
    await userEvent.type(
      canvas.getByRole('textbox', { name: 'Street address' }),
      '12 Rue Oberkampf',
    );
    await userEvent.click(buttons().at(-1)!);
    await waitFor(() => expect(canvas.getByRole('heading', { name: 'Payment' })).toHaveFocus());
    // Back keeps what was typed.
    await userEvent.click(buttons()[0]!);
    await expect(canvas.getByRole('textbox', { name: 'Street address' })).toHaveValue(
      '12 Rue Oberkampf',
    );
    await userEvent.click(buttons().at(-1)!);
    await userEvent.click(canvas.getByRole('button', { name: 'Place order' }));
    await expect(args.onSubmit).toHaveBeenCalledTimes(1);
  },
};

export const Vertical: Story = { args: { orientation: 'vertical' } };
