import { expect } from 'vitest';

/**
 * A required control in error: `required`, `aria-invalid`, `error` as its error message and, when
 * given, `description` as what describes it (its description or helper text, then the error).
 */
export function expectRequiredInError(
  control: HTMLElement,
  { error, description }: { error: string; description?: string },
) {
  expect(control).toBeRequired();
  expect(control).toHaveAttribute('aria-invalid', 'true');
  expect(control).toHaveAccessibleErrorMessage(error);
  if (description !== undefined) expect(control).toHaveAccessibleDescription(description);
}
