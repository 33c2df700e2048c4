import { Controller, type Control, type FieldValues, type Path } from 'react-hook-form';
import { useTranslation } from 'react-i18next';

import { Checkbox } from '@atrium/ui';

/** "I agree to privacy policy & terms", the `terms` value of either register form. */
export function TermsCheckbox<V extends FieldValues & { terms: boolean }>({
  control,
}: {
  control: Control<V>;
}) {
  const { t } = useTranslation('auth');
  return (
    <Controller
      control={control}
      name={'terms' as Path<V>}
      render={({ field, fieldState }) => (
        <Checkbox
          ref={field.ref}
          name={field.name}
          label={t('register.terms')}
          checked={field.value === true}
          onCheckedChange={({ checked }) => field.onChange(checked === true)}
          onBlur={field.onBlur}
          error={fieldState.error?.message}
          required
        />
      )}
    />
  );
}
