import { expect, userEvent } from 'storybook/test';

/**
 * A click calls `spy` once; then Tab reaches the control and each of `keys` calls it again
 * (a button's Enter and Space, say).
 */
export async function expectActivates(control: HTMLElement, spy: unknown, keys: string[]) {
  await userEvent.click(control);
  await expect(spy).toHaveBeenCalledTimes(1);
  control.blur();
  await userEvent.tab();
  await expect(control).toHaveFocus();
  for (const key of keys) await userEvent.keyboard(key);
  await expect(spy).toHaveBeenCalledTimes(1 + keys.length);
}
