import type { UserEvent } from '@testing-library/user-event';

/**
 * Puts `text` in a field as a paste, replacing what it held: typing key by key is slow on a
 * loaded machine, and what these tests check is the form, not the keystrokes.
 */
export async function fill(user: UserEvent, field: HTMLElement, text: string): Promise<void> {
  await user.clear(field);
  await user.click(field);
  await user.paste(text);
}
