import type { Meta, StoryObj } from '@storybook/react-vite';
import {
  IconArmchair,
  IconBackpack,
  IconCamera,
  IconDeviceWatch,
  IconHeadphones,
  IconShoe,
  type Icon,
} from '@tabler/icons-react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import styled from 'styled-components';

import { Card } from '../card/card.tsx';
import type { ColorName } from '../theme/tokens.ts';
import { Typography } from '../typography/typography.tsx';
import { frame } from '../test/story-layout.tsx';
import { Carousel } from './carousel.tsx';

interface Product {
  name: string;
  category: string;
  price: string;
  color: ColorName;
  icon: Icon;
}

const products: Product[] = [
  {
    name: 'Aurora Wireless Headphones',
    category: 'Audio',
    price: '$249.00',
    color: 'primary',
    icon: IconHeadphones,
  },
  {
    name: 'Nimbus Running Shoes',
    category: 'Footwear',
    price: '$129.00',
    color: 'success',
    icon: IconShoe,
  },
  {
    name: 'Atlas Leather Backpack',
    category: 'Bags',
    price: '$189.00',
    color: 'warning',
    icon: IconBackpack,
  },
  {
    name: 'Lumen Smart Watch',
    category: 'Wearables',
    price: '$329.00',
    color: 'info',
    icon: IconDeviceWatch,
  },
  {
    name: 'Vista Mirrorless Camera',
    category: 'Photo',
    price: '$899.00',
    color: 'error',
    icon: IconCamera,
  },
  {
    name: 'Oslo Lounge Chair',
    category: 'Furniture',
    price: '$549.00',
    color: 'secondary',
    icon: IconArmchair,
  },
];

/** Stands in for a product photo: a tonal panel in the product's colour, drawn from the theme. */
const Media = styled.div<{ $color: ColorName }>`
  display: grid;
  place-items: center;
  block-size: 160px;
  background: ${({ theme, $color }) => theme.color[$color].tonal};
  color: ${({ theme, $color }) => theme.color[$color].text};
`;

function ProductSlide({ product }: { product: Product }) {
  const ProductIcon = product.icon;
  return (
    <Carousel.Slide>
      <Card>
        <Media $color={product.color} aria-hidden>
          <ProductIcon size={64} stroke={1.25} />
        </Media>
        <Card.Content>
          <Typography variant="overline" color="secondary">
            {product.category}
          </Typography>
          <Typography variant="h6" as="h3">
            {product.name}
          </Typography>
          <Typography variant="body1" color="brand">
            {product.price}
          </Typography>
        </Card.Content>
      </Card>
    </Carousel.Slide>
  );
}

const slides = (count = 5) =>
  products.slice(0, count).map((product) => <ProductSlide key={product.name} product={product} />);

const meta = {
  title: 'UI/Display/Carousel',
  component: Carousel,
  args: {
    label: 'Featured products',
    loop: false,
    autoplay: false,
    autoplayInterval: 5000,
    showArrows: true,
    showDots: true,
    draggable: true,
    gap: 4,
    slidesPerView: 1,
    onSlideChange: fn(),
    children: slides(),
  },
  argTypes: { children: { control: false } },
  decorators: [frame({ inlineSize: 'min(720px, calc(100vw - 64px))' })],
} satisfies Meta<typeof Carousel>;
export default meta;

type Story = StoryObj<typeof meta>;

const isRtl = (element: HTMLElement) => element.ownerDocument.documentElement.dir === 'rtl';
const dots = (canvasElement: HTMLElement) => within(canvasElement).getAllByTestId('carousel-dot');
const current = (canvasElement: HTMLElement) =>
  dots(canvasElement).findIndex((dot) => dot.getAttribute('aria-current') === 'true');

const nextFrame = () => new Promise((resolve) => requestAnimationFrame(resolve));

/**
 * Resolves once the slides stop moving. The dots change as a move starts and Embla then glides;
 * a snapshot taken during the glide never settles on a busy machine (a CI run timed out on one).
 */
async function glideEnded(canvasElement: HTMLElement) {
  const slide = within(canvasElement).getAllByRole('group')[0]!;
  await waitFor(
    async () => {
      const before = slide.getBoundingClientRect().left;
      await nextFrame();
      await nextFrame();
      await expect(slide.getBoundingClientRect().left).toBeCloseTo(before, 1);
    },
    { timeout: 5000 },
  );
}

export const Playground: Story = {
  play: async ({ args, canvas, canvasElement }) => {
    const region = canvas.getByRole('region', { name: 'Featured products' });
    await expect(region).toHaveAttribute('aria-roledescription');
    const groups = canvas
      .getAllByRole('group')
      .filter((g) => g.hasAttribute('aria-roledescription'));
    await expect(groups).toHaveLength(5);
    await expect(dots(canvasElement)).toHaveLength(5);

    await userEvent.click(canvas.getByTestId('carousel-next'));
    await waitFor(() => expect(current(canvasElement)).toBe(1));
    await expect(args.onSlideChange).toHaveBeenLastCalledWith({ index: 1 });
    await userEvent.click(dots(canvasElement)[3]!);
    await waitFor(() => expect(current(canvasElement)).toBe(3));

    // Keyboard: the focused region follows the writing direction with the arrow keys.
    region.focus();
    const [forward, backward] = isRtl(canvasElement)
      ? ['{ArrowLeft}', '{ArrowRight}']
      : ['{ArrowRight}', '{ArrowLeft}'];
    await userEvent.keyboard(forward);
    await waitFor(() => expect(current(canvasElement)).toBe(4));
    await userEvent.keyboard(backward);
    await waitFor(() => expect(current(canvasElement)).toBe(3));
    await userEvent.keyboard('{Home}');
    await waitFor(() => expect(current(canvasElement)).toBe(0));
    await expect(canvas.getByTestId('carousel-previous')).toHaveAttribute('aria-disabled', 'true');
  },
};

export const MultiplePerView: Story = {
  args: { slidesPerView: { xs: 1, sm: 2, md: 3 }, children: slides(6) },
  play: async ({ canvasElement }) => {
    // Three at a time on a wide screen: six slides make four positions.
    await waitFor(() => expect(dots(canvasElement).length).toBeLessThan(6));
  },
};

export const Loop: Story = {
  args: { loop: true },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByTestId('carousel-previous')).not.toHaveAttribute('aria-disabled');
    await userEvent.click(canvas.getByTestId('carousel-previous'));
    await waitFor(() => expect(current(canvasElement)).toBe(4));
    await userEvent.click(canvas.getByTestId('carousel-next'));
    await waitFor(() => expect(current(canvasElement)).toBe(0));
  },
};

export const Autoplay: Story = {
  args: { autoplay: true, autoplayInterval: 4000, loop: true },
  play: async ({ canvas }) => {
    // Motion is off under test, so it starts paused; the rotation button lets the user start it.
    const rotation = canvas.getByTestId('carousel-rotation');
    const startLabel = rotation.getAttribute('aria-label');
    await userEvent.click(rotation);
    await expect(rotation).not.toHaveAttribute('aria-label', startLabel);
    await userEvent.keyboard('{Enter}');
    await expect(rotation).toHaveAttribute('aria-label', startLabel);
    // While paused the slides are announced politely.
    const live = canvas.getAllByRole('group')[0]!.parentElement;
    await expect(live).toHaveAttribute('aria-live', 'polite');
  },
};

export const AutoplayAdvances: Story = {
  // Real timers: a behaviour check, not a picture.
  tags: ['no-visual'],
  args: { autoplay: true, autoplayInterval: 300, loop: true },
  play: async ({ canvas, canvasElement }) => {
    // Test browsers ask for reduced motion, so the user starts it, then leaves the carousel.
    const region = canvas.getByRole('region', { name: 'Featured products' });
    const rotation = canvas.getByTestId('carousel-rotation');
    await userEvent.click(rotation);
    rotation.blur();
    await userEvent.unhover(region);
    await waitFor(() => expect(current(canvasElement)).toBeGreaterThan(0), { timeout: 3000 });
    // The pointer over the carousel pauses it, and changes are announced again.
    await userEvent.hover(region);
    const paused = current(canvasElement);
    await new Promise((resolve) => setTimeout(resolve, 900));
    await expect(current(canvasElement)).toBe(paused);
    await expect(canvas.getAllByRole('group')[0]!.parentElement).toHaveAttribute(
      'aria-live',
      'polite',
    );
    await userEvent.click(rotation);
  },
};

export const DotsOnly: Story = {
  args: { showArrows: false },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.queryByTestId('carousel-next')).toBeNull();
    // The dots are one tab stop; arrow keys move between them and the slides follow.
    dots(canvasElement)[0]!.focus();
    await userEvent.keyboard(isRtl(canvasElement) ? '{ArrowLeft}' : '{ArrowRight}');
    await waitFor(() => expect(current(canvasElement)).toBe(1));
    await expect(dots(canvasElement)[1]).toHaveFocus();
    await glideEnded(canvasElement);
  },
};

export const ArrowsOnly: Story = {
  args: { showDots: false },
  play: async ({ canvas }) => {
    await expect(canvas.queryByTestId('carousel-dot')).toBeNull();
    const next = canvas.getByTestId('carousel-next');
    next.focus();
    await userEvent.keyboard('{Enter}');
    await expect(canvas.getByTestId('carousel-previous')).not.toHaveAttribute('aria-disabled');
  },
};

export const StartAtSlide: Story = {
  args: { defaultIndex: 2 },
  play: async ({ canvasElement }) => {
    await waitFor(() => expect(current(canvasElement)).toBe(2));
  },
};

export const SingleSlide: Story = {
  args: { children: slides(1) },
  play: async ({ canvas }) => {
    // Nothing to move to: no arrows, no dots.
    await expect(canvas.queryByTestId('carousel-next')).toBeNull();
    await expect(canvas.queryByTestId('carousel-dot')).toBeNull();
  },
};

export const Swipe: Story = {
  play: async ({ canvas, canvasElement }) => {
    // A drag of half the width towards the start of the line shows the next slide.
    const slide = canvas.getAllByRole('group')[0]!;
    const box = slide.getBoundingClientRect();
    const y = box.top + box.height / 2;
    const [from, to] = isRtl(canvasElement)
      ? [box.left + box.width * 0.2, box.left + box.width * 0.8]
      : [box.left + box.width * 0.8, box.left + box.width * 0.2];
    await userEvent.pointer([
      { keys: '[MouseLeft>]', target: slide, coords: { clientX: from, clientY: y } },
      { target: slide, coords: { clientX: (from + to) / 2, clientY: y } },
      { target: slide, coords: { clientX: to, clientY: y } },
      { keys: '[/MouseLeft]', target: slide, coords: { clientX: to, clientY: y } },
    ]);
    await waitFor(() => expect(current(canvasElement)).toBe(1));
    await glideEnded(canvasElement);
  },
};
