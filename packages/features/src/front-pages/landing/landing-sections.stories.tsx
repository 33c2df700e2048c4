import type { Meta, StoryObj } from '@storybook/react-vite';
import { delay, http, HttpResponse } from 'msw';
import { expect, waitFor, within } from 'storybook/test';

import {
  control,
  expectRefused,
  submitForm,
  typeInto,
  frontPageMeta,
} from '../test/front-story-kit.ts';
import { ContactSection } from './contact-section.tsx';
import { FactsSection } from './facts-section.tsx';
import { FaqSection } from './faq-section.tsx';
import { FeaturesSection } from './features-section.tsx';
import { HeroSection } from './hero-section.tsx';
import { ReviewsSection } from './reviews-section.tsx';
import { TeamSection } from './team-section.tsx';

const meta = {
  title: 'Features/FrontPages/Landing/Sections',
  ...frontPageMeta(HeroSection, '/front-pages/landing'),
} satisfies Meta<typeof HeroSection>;
export default meta;

type Story = StoryObj<typeof meta>;

export const Hero: Story = {};
export const Features: Story = { render: () => <FeaturesSection /> };
export const Reviews: Story = { render: () => <ReviewsSection /> };
export const Team: Story = { render: () => <TeamSection /> };
export const Facts: Story = { render: () => <FactsSection /> };
export const Faq: Story = { render: () => <FaqSection /> };
export const Contact: Story = { render: () => <ContactSection /> };

const fields = {
  name: 'input[autocomplete="name"]',
  email: 'input[autocomplete="email"]',
  message: 'textarea',
} as const;

/** Every field wrong first (the first one focused, nothing sent), then the message is stored. */
export const ContactErrorsThenSent: Story = {
  render: () => <ContactSection />,
  play: async ({ canvasElement }) => {
    await submitForm(canvasElement, fields.name);
    await expect(await expectRefused(canvasElement, fields.name)).toHaveFocus();
    await expectRefused(canvasElement, fields.email);
    await expectRefused(canvasElement, fields.message);
    await typeInto(canvasElement, fields.name, 'Ada Lovelace');
    await typeInto(canvasElement, fields.email, 'ada@');
    await typeInto(canvasElement, fields.message, 'A demo for our shop, please.');
    await submitForm(canvasElement, fields.name);
    await expect(await expectRefused(canvasElement, fields.email)).toHaveFocus();
    await typeInto(canvasElement, fields.email, 'ada@example.com');
    await submitForm(canvasElement, fields.name);
    // The fake API's answer names the sender: the message was stored.
    await waitFor(() => expect(canvasElement.querySelector('form')).toBeNull(), {
      timeout: 10_000,
    });
    await expect(canvasElement).toHaveTextContent('Ada Lovelace');
  },
};

/** While the message is on its way the button spins and a second click sends nothing. */
export const ContactSending: Story = {
  render: () => <ContactSection />,
  parameters: {
    msw: {
      handlers: {
        front: [
          http.post('*/api/front/contact', async () => {
            await delay('infinite');
            return HttpResponse.json({});
          }),
        ],
      },
    },
  },
  play: async ({ canvasElement }) => {
    await typeInto(canvasElement, fields.name, 'Ada Lovelace');
    await typeInto(canvasElement, fields.email, 'ada@example.com');
    await typeInto(canvasElement, fields.message, 'Hello');
    await submitForm(canvasElement, fields.name);
    const button = control(canvasElement, 'button[type="submit"]');
    await waitFor(() => expect(button).toHaveAttribute('aria-busy', 'true'));
  },
};

/** The server refuses a field: its message shows under it, and the typing stays. */
export const ContactRefusedByServer: Story = {
  render: () => <ContactSection />,
  parameters: {
    msw: {
      handlers: {
        front: [
          http.post('*/api/front/contact', () =>
            HttpResponse.json(
              { errors: { email: ['This address cannot receive mail.'] } },
              { status: 400 },
            ),
          ),
        ],
      },
    },
  },
  play: async ({ canvasElement }) => {
    await typeInto(canvasElement, fields.name, 'Ada Lovelace');
    await typeInto(canvasElement, fields.email, 'ada@example.com');
    await typeInto(canvasElement, fields.message, 'Hello');
    await submitForm(canvasElement, fields.name);
    const email = await expectRefused(canvasElement, fields.email);
    await expect(email).toHaveValue('ada@example.com');
    await expect(canvasElement).toHaveTextContent('This address cannot receive mail.');
  },
};

/** The network fails: an alert says so and the form keeps what was typed. */
export const ContactNetworkError: Story = {
  render: () => <ContactSection />,
  parameters: {
    msw: { handlers: { front: [http.post('*/api/front/contact', () => HttpResponse.error())] } },
  },
  play: async ({ canvasElement }) => {
    await typeInto(canvasElement, fields.name, 'Ada Lovelace');
    await typeInto(canvasElement, fields.email, 'ada@example.com');
    await typeInto(canvasElement, fields.message, 'Hello');
    await submitForm(canvasElement, fields.name);
    await waitFor(() => expect(within(canvasElement).getByRole('alert')).toBeInTheDocument());
    await expect(control(canvasElement, fields.message)).toHaveValue('Hello');
  },
};
