import {
  forwardRef,
  useId,
  useImperativeHandle,
  useLayoutEffect,
  useRef,
  type ChangeEvent,
  type ClipboardEvent,
  type KeyboardEvent,
  type ReactNode,
} from 'react';
import { useTranslation } from 'react-i18next';

import { Field } from '../field/index.ts';
import { hasError } from '../field/use-field-ids.ts';
import { OtpBox, OtpRoot, OtpRow } from './otp-input.styles.ts';

export interface OtpInputProps {
  /** How many digits the code has. */
  length?: number;
  /** The digits typed so far, in order (never more than `length`). */
  value: string;
  onChange: (value: string) => void;
  /** Names the group of boxes for assistive technology ("Verification code"). */
  label: string;
  /** A message under the boxes, which each box is described by; `true` for the look alone. */
  error?: ReactNode;
  disabled?: boolean;
  /** Focuses the first empty box on mount (the code is the page's one task). */
  autoFocus?: boolean;
  /** Base of the boxes' ids; the first box gets it as is, so a label or a link can point at it. */
  id?: string;
}

const digitsOf = (text: string): string => text.replace(/\D/g, '');

/**
 * A one-time code in one box per digit. The value stays a string of digits written from the
 * first box on, so a box after the first empty one is never filled: a click there lands on the
 * first empty box. The ref focuses that box (a page does so after a wrong code).
 */
export const OtpInput = forwardRef<{ focus: () => void }, OtpInputProps>(function OtpInput(
  { length = 6, value, onChange, label, error, disabled, autoFocus, id },
  ref,
) {
  const { t } = useTranslation('ui');
  const generated = useId();
  const base = id ?? `otp-${generated.replace(/:/g, '')}`;
  const errorId = `${base}-error`;
  const boxes = useRef<(HTMLInputElement | null)[]>([]);
  const digits = digitsOf(value).slice(0, length);
  const firstEmpty = Math.min(digits.length, length - 1);

  const focusBox = (index: number) => {
    const box = boxes.current[Math.max(0, Math.min(index, length - 1))];
    box?.focus();
    box?.select();
  };
  useImperativeHandle(ref, () => ({ focus: () => focusBox(firstEmpty) }));

  // Focus moves once the new value has rendered: a box focused before would still see the old
  // digits and send the focus back to the old first empty box.
  const pendingFocus = useRef<number | null>(null);
  useLayoutEffect(() => {
    if (pendingFocus.current === null) return;
    focusBox(pendingFocus.current);
    pendingFocus.current = null;
  });
  const update = (next: string, focusIndex: number) => {
    if (next === digits) return focusBox(focusIndex);
    pendingFocus.current = focusIndex;
    onChange(next);
  };

  /** Writes `typed` from box `index` on and moves to the box after the last one written. */
  const write = (index: number, typed: string) => {
    const next = (digits.slice(0, index) + typed + digits.slice(index + typed.length)).slice(
      0,
      length,
    );
    update(next, index + typed.length);
  };

  /** A whole code (pasted, or filled in by the phone's one-time-code suggestion) replaces all. */
  const fill = (text: string) => {
    const code = digitsOf(text).slice(0, length);
    if (code !== '') update(code, code.length);
  };

  const keyDown = (index: number, event: KeyboardEvent<HTMLInputElement>) => {
    const { key } = event;
    if (event.ctrlKey || event.metaKey || event.altKey) return;
    const moves: Record<string, number> = {
      ArrowLeft: index - 1,
      ArrowRight: Math.min(index + 1, digits.length),
      Home: 0,
      End: firstEmpty,
    };
    if (key in moves) {
      event.preventDefault();
      focusBox(moves[key] ?? index);
    } else if (key === 'Backspace' || key === 'Delete') {
      event.preventDefault();
      if (index < digits.length) onChange(digits.slice(0, index) + digits.slice(index + 1));
      else if (key === 'Backspace' && index > 0) update(digits.slice(0, index - 1), index - 1);
    } else if (/^\d$/.test(key)) {
      event.preventDefault();
      write(index, key);
    } else if (key.length === 1) {
      // Letters, spaces and signs are not part of a code.
      event.preventDefault();
    }
  };

  /** Keyboards that send no key (some phones) and autofill arrive here. */
  const change = (index: number, event: ChangeEvent<HTMLInputElement>) => {
    const typed = digitsOf(event.target.value);
    if (typed.length > 2) fill(typed);
    else if (typed !== '') write(index, typed.slice(-1));
  };

  const paste = (event: ClipboardEvent<HTMLInputElement>) => {
    event.preventDefault();
    fill(event.clipboardData.getData('text'));
  };

  const invalid = hasError(error);
  const message = invalid && error !== true ? error : null;
  return (
    <OtpRoot>
      {/* A code reads left to right in every language, like a phone number. */}
      <OtpRow
        role="group"
        aria-label={label}
        aria-describedby={message ? errorId : undefined}
        dir="ltr"
      >
        {Array.from({ length }, (_, index) => (
          <OtpBox
            key={index}
            ref={(element) => {
              boxes.current[index] = element;
            }}
            id={index === 0 ? base : `${base}-${index + 1}`}
            type="text"
            inputMode="numeric"
            autoComplete={index === 0 ? 'one-time-code' : 'off'}
            // Two characters, so a digit typed over a selected one still reaches `change`.
            maxLength={index === 0 ? length : 2}
            aria-label={t('otpInput.digit', { index: index + 1, total: length })}
            aria-invalid={invalid || undefined}
            aria-describedby={message ? errorId : undefined}
            disabled={disabled}
            // eslint-disable-next-line jsx-a11y/no-autofocus -- the code is the page's one task
            autoFocus={autoFocus && index === firstEmpty}
            value={digits[index] ?? ''}
            onFocus={(event) => {
              if (index > digits.length) focusBox(digits.length);
              else event.target.select();
            }}
            onKeyDown={(event) => keyDown(index, event)}
            onChange={(event) => change(index, event)}
            onPaste={paste}
          />
        ))}
      </OtpRow>
      {message && <Field.Error id={errorId}>{message}</Field.Error>}
    </OtpRoot>
  );
});
