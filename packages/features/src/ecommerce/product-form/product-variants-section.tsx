import { IconPlus, IconTrash } from '@tabler/icons-react';
import { useFieldArray } from 'react-hook-form';

import { Box, Button, Card, IconButton, Stack, TextField, Typography } from '@atrium/ui';

import { SelectField } from '../../shared/bound-fields.tsx';
import { useProductFormSection } from './product-form-fields.tsx';
import { VARIANT_OPTIONS } from './product-schema.ts';

/** Repeatable option rows (Size: XL); an empty list means one version of the product. */
export function ProductVariantsSection() {
  const { t, control, register, errors } = useProductFormSection();
  const { fields, append, remove } = useFieldArray({ control, name: 'variants' });
  const options = VARIANT_OPTIONS.map((value) => ({
    value,
    label: t(`productForm.variants.options.${value}`),
  }));

  return (
    <Card>
      <Card.Header title={t('productForm.sections.variants')} headingLevel={2} />
      <Card.Content>
        <Stack gap={4}>
          {fields.length === 0 && (
            <Typography variant="body2" color="secondary">
              {t('productForm.variants.empty')}
            </Typography>
          )}
          {fields.map((item, index) => (
            <Stack
              key={item.id}
              direction="row"
              wrap
              align="end"
              gap={3}
              data-testid={`variant-${index}`}
            >
              <Box grow="1 1 10rem">
                <SelectField
                  control={control}
                  name={`variants.${index}.option`}
                  label={t('productForm.variants.option')}
                  options={options}
                />
              </Box>
              <Box grow="2 1 12rem">
                <TextField
                  label={t('productForm.variants.value')}
                  error={errors.variants?.[index]?.value?.message}
                  {...register(`variants.${index}.value`)}
                />
              </Box>
              <IconButton
                label={t('productForm.variants.remove', { index: index + 1 })}
                color="error"
                variant="text"
                onClick={() => remove(index)}
              >
                <IconTrash size={20} />
              </IconButton>
            </Stack>
          ))}
          <div>
            <Button
              variant="tonal"
              startIcon={<IconPlus size={18} />}
              onClick={() => append({ option: 'size', value: '' }, { shouldFocus: false })}
            >
              {t('productForm.variants.add')}
            </Button>
          </div>
        </Stack>
      </Card.Content>
    </Card>
  );
}
