import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor, within } from 'storybook/test';

import { patient } from '../../../test/story-handlers.ts';
import { withWizards } from '../test/signed-in.ts';
import {
  fill,
  next,
  onStep,
  refused,
  refusedAndFocused,
  sendStates,
  showsStep,
} from '../test/wizard-play.ts';
import { PropertyListingPage } from './property-listing-page.tsx';
import { PROPERTY_DEFAULTS, type PropertyValues } from './property-schema.ts';

const PROPERTIES = '*/api/pages/wizards/properties';

const meta = {
  title: 'Features/Pages/Wizards/PropertyListingPage',
  component: PropertyListingPage,
  parameters: {
    layout: 'padded',
    router: { initialEntry: '/wizard-examples/property-listing' },
    ...withWizards(),
  },
} satisfies Meta<typeof PropertyListingPage>;
export default meta;

type Story = StoryObj<typeof meta>;

const listing: PropertyValues = {
  ...PROPERTY_DEFAULTS,
  ownerName: 'Sam Lee',
  ownerEmail: 'sam@example.com',
  ownerPhone: '+33 6 12 34 56 78',
  bedrooms: '2',
  bathrooms: '1',
  features: ['balcony', 'elevator'],
  address: '3 Rue Lepic',
  city: 'Paris',
  area: '64',
  price: '512000',
};

/** Step 1: the owner's details. */
export const PersonalStep: Story = {};

/** Next on empty fields: refused, the first field focused, Back then Next keep what was typed. */
export const PersonalRefused: Story = {
  play: async ({ canvasElement }) => {
    await next(canvasElement);
    await refusedAndFocused(canvasElement, 'ownerName');
    await fill(canvasElement, { ownerName: 'Sam Lee', ownerEmail: 'sam@', ownerPhone: '12' });
    await next(canvasElement);
    await refusedAndFocused(canvasElement, 'ownerEmail');
  },
};

/** Step 2: the kind of property, sale or rent, and the rooms, as filled in. */
export const PropertyStep: Story = {
  args: { initialStep: 1, initialValues: listing },
  play: showsStep('property', 'bedrooms', listing.bedrooms),
};

/** Step 2: rooms must be whole numbers from 0 to 50. */
export const PropertyRefused: Story = {
  args: { initialStep: 1, initialValues: { ...listing, bedrooms: '2.5', bathrooms: '-1' } },
  play: async ({ canvasElement }) => {
    await next(canvasElement);
    await refusedAndFocused(canvasElement, 'bedrooms');
  },
};

/** Step 3: the features as checkbox cards. */
export const Features: Story = { args: { initialStep: 2, initialValues: listing } };

/** Step 5: the price and the price per m² it makes. */
export const Price: Story = {
  args: { initialStep: 4, initialValues: listing },
  play: async ({ canvasElement }) => {
    await waitFor(
      () => expect(within(canvasElement).getByTestId('summary-perArea')).toBeVisible(),
      patient,
    );
  },
};

/** A price that is not a plain number ("5e5"): Next is refused on the price, nothing sent. */
export const PriceRefused: Story = {
  args: { initialStep: 4, initialValues: listing },
  play: async ({ canvasElement }) => {
    await fill(canvasElement, { price: '5e5' });
    await next(canvasElement);
    await refusedAndFocused(canvasElement, 'price');
    await onStep(canvasElement, 'price');
  },
};

/** Step 4: the address, the city and the living area, as filled in. */
export const AreaStep: Story = {
  args: { initialStep: 3, initialValues: listing },
  play: showsStep('area', 'area', listing.area),
};

/** Step 4 → 5 with an area below the minimum: refused on the area. */
export const AreaRefused: Story = {
  args: { initialStep: 3, initialValues: { ...listing, area: '0' } },
  play: async ({ canvasElement }) => {
    await next(canvasElement);
    await refused(canvasElement, 'area');
  },
};

/** Step 6: the whole listing read back. */
export const Review: Story = { args: { initialStep: 5, initialValues: listing } };

const states = sendStates(PROPERTIES, Review.args);

/** Publishing: the button shows the call in flight. */
export const Publishing: Story = states.sending;

/** The server fails: an alert, and the review stays to try again. */
export const ServerError: Story = states.serverError;

/** Published: the stored listing with the fake API's price per m². */
export const Published: Story = states.stored;
