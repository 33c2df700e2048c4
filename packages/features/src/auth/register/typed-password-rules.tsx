import { useWatch, type Control, type FieldValues, type Path } from 'react-hook-form';

import { PasswordRules } from '../password/password-rules.tsx';

/** The rules of a form's `password` value, met or not as it is typed (either register form). */
export function TypedPasswordRules<V extends FieldValues & { password: string }>({
  control,
}: {
  control: Control<V>;
}) {
  const password: unknown = useWatch({ control, name: 'password' as Path<V> });
  return <PasswordRules password={typeof password === 'string' ? password : ''} />;
}
