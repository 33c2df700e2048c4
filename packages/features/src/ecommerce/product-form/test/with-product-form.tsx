import { zodResolver } from '@hookform/resolvers/zod';
import type { Decorator } from '@storybook/react-vite';
import { useMemo, useState, type ReactNode } from 'react';
import { FormProvider, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { expect, userEvent, waitFor, within } from 'storybook/test';

import { createSeed, fixedNow } from '@atrium/mocks';
import { Box, Button, Stack } from '@atrium/ui';

import { productSchema, productValuesOf, type ProductFormValues } from '../product-schema.ts';
import { inputNamed } from '../../../test/form-stories.ts';
import { paddedMeta } from '../../../test/story-layout.tsx';

const seeded = createSeed({ now: fixedNow }).products[0];
if (!seeded) throw new Error('The seed has no product');

/** Product 1 of the seeded shop (Aurora Pro 15 Laptop) as form values: valid as it is. */
export const seededProductValues: ProductFormValues = productValuesOf(seeded);

/**
 * Story-only plumbing for the form's sections, which read the form from context: the product form
 * (same schema) around the story, a submit button (`section-submit`) and, once valid values are
 * submitted, those values as JSON in a hidden `section-values` output for play functions to read.
 */
export function withProductForm(values: ProductFormValues = seededProductValues): Decorator {
  return function ProductFormDecorator(Story) {
    return (
      <SectionForm values={values}>
        <Story />
      </SectionForm>
    );
  };
}

function SectionForm({ values, children }: { values: ProductFormValues; children: ReactNode }) {
  const { t } = useTranslation('ecommerce');
  const schema = useMemo(() => productSchema(t), [t]);
  const form = useForm<ProductFormValues>({ resolver: zodResolver(schema), defaultValues: values });
  const [saved, setSaved] = useState<ProductFormValues | null>(null);
  return (
    <FormProvider {...form}>
      <Box maxInlineSize={760}>
        <form noValidate onSubmit={(event) => void form.handleSubmit(setSaved)(event)}>
          <Stack gap={4}>
            <div data-testid="section">{children}</div>
            <div>
              <Button type="submit" data-testid="section-submit">
                {t('common.actions.save')}
              </Button>
            </div>
          </Stack>
        </form>
      </Box>
      <output data-testid="section-values" hidden>
        {saved ? JSON.stringify(saved) : ''}
      </output>
    </FormProvider>
  );
}

/** The values the harness last saved, or null before a valid submit. */
export function savedValues(canvasElement: HTMLElement): ProductFormValues | null {
  const text = canvasElement.querySelector('[data-testid="section-values"]')?.textContent ?? '';
  return text ? (JSON.parse(text) as ProductFormValues) : null;
}

/** Submits the harness's form (its submit button). */
export const submitSection = (canvasElement: HTMLElement) =>
  userEvent.click(within(canvasElement).getByTestId('section-submit'));

/** Submits the harness's form, then waits until its saved values pass `check`. */
async function submitUntilSaved(
  canvasElement: HTMLElement,
  check: (saved: ProductFormValues | null) => unknown,
) {
  await submitSection(canvasElement);
  await waitFor(() => check(savedValues(canvasElement)));
}

/** Submits the harness's form and checks that `field` is refused and takes the focus. */
async function submitRefused(canvasElement: HTMLElement, field: HTMLElement) {
  await submitSection(canvasElement);
  await waitFor(() => expect(field).toHaveAttribute('aria-invalid', 'true'));
  await expect(field).toHaveFocus();
}

/**
 * A product form section's stories file: `meta` holds the meta's fields but its title (`const meta
 * = { title: '...', ...kit.meta } satisfies Meta<...>`; padded, at `maxInlineSize` when given),
 * `form(changes)` the decorator putting the section in the harness's form with the seeded product
 * changed by `changes`, and the harness's parts for play functions.
 */
export function productSectionStories<C>(component: C, maxInlineSize?: number) {
  return {
    meta: paddedMeta(component, maxInlineSize),
    form: (changes: Partial<ProductFormValues> = {}) =>
      withProductForm({ ...seededProductValues, ...changes }),
    seeded: seededProductValues,
    input: inputNamed,
    submit: submitSection,
    saved: savedValues,
    submitUntilSaved,
    submitRefused,
  };
}
