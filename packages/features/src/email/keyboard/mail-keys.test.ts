import { describe, expect, it } from 'vitest';

import { MAIL_KEYS, mailKeyAction } from './mail-keys.ts';

const press = (key: string, target: EventTarget | null = document.body, extra = {}) =>
  mailKeyAction({
    key,
    target,
    ctrlKey: false,
    altKey: false,
    metaKey: false,
    defaultPrevented: false,
    ...extra,
  });

describe('mailKeyAction', () => {
  it('maps each listed key to its action', () => {
    for (const { keys, action } of MAIL_KEYS)
      for (const key of keys.filter((k) => k !== 'Enter')) expect(press(key)).toBe(action);
    expect(press('x')).toBeNull();
  });

  it('leaves keys alone while typing, in a dialog or menu, with a modifier, or handled', () => {
    const input = document.createElement('input');
    const editor = document.createElement('div');
    editor.setAttribute('contenteditable', 'true');
    const inEditor = document.createElement('p');
    editor.append(inEditor);
    const dialog = document.createElement('div');
    dialog.setAttribute('role', 'dialog');
    const button = document.createElement('button');
    dialog.append(button);
    for (const target of [input, inEditor, button]) expect(press('c', target)).toBeNull();
    expect(press('c', document.body, { ctrlKey: true })).toBeNull();
    expect(press('c', document.body, { metaKey: true })).toBeNull();
    expect(press('c', document.body, { defaultPrevented: true })).toBeNull();
    // Enter is the focused control's own (a row's button opens its mail).
    expect(press('Enter')).toBeNull();
  });
});
