import type { ReactNode } from 'react';

import { Button, TextField } from '@atrium/ui';

import type { FieldProps } from './use-recovery-form.ts';

export interface AuthFieldProps {
  /** `form.field(name)` of `useRecoveryForm`. */
  field: FieldProps;
  label: string;
  /** An address, or a new password: the input type and what browsers and password managers fill. */
  kind: 'email' | 'new-password';
}

/** A required field of a recovery form. */
export function AuthField({ field, label, kind }: AuthFieldProps) {
  return (
    <TextField
      {...field}
      label={label}
      type={kind === 'email' ? 'email' : 'password'}
      autoComplete={kind}
      required
    />
  );
}

/** The form's submit, full width, spinning (and refusing a second press) while it sends. */
export function SubmitButton({ busy, children }: { busy: boolean; children: ReactNode }) {
  return (
    <Button type="submit" fullWidth loading={busy}>
      {children}
    </Button>
  );
}
