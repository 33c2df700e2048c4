import Link from '@tiptap/extension-link';
import { EditorContent, useEditor } from '@tiptap/react';
import StarterKit from '@tiptap/starter-kit';
import DOMPurify from 'dompurify';
import { forwardRef, useEffect, type HTMLAttributes, type ReactNode } from 'react';

import { Field } from '../field/field.tsx';
import { useField } from '../field/use-field.ts';
import { EditorToolbar } from './editor-toolbar.tsx';
import { isSafeUrl } from './link-popover.tsx';
import { EditorBox } from './rich-text-editor.styles.ts';

export interface RichTextEditorProps extends Omit<
  HTMLAttributes<HTMLDivElement>,
  'defaultValue' | 'onChange'
> {
  /** The visible label; it names the editable area. */
  label: ReactNode;
  /** Initial HTML (sanitized before use). */
  defaultValue?: string;
  /** Called with the sanitized HTML after each change. */
  onChange?: (event: { html: string }) => void;
  /** Called when the editable area loses focus (for react-hook-form's `onBlur`). */
  onBlur?: () => void;
  /** A hint under the editor. */
  helperText?: ReactNode;
  /** Error message (or `true`). */
  error?: ReactNode;
  /** Marks the field required. */
  required?: boolean;
  /** Greys the editor out and blocks editing. */
  disabled?: boolean;
  /** Shows the text without letting it change. */
  readOnly?: boolean;
  /** Puts the caret at the start once it is ready (a reply: the line above the quote). */
  autoFocus?: boolean;
}

/** Only http(s) and mailto links, in sanitized HTML. */
export const sanitize = (html: string) =>
  DOMPurify.sanitize(html, { ALLOWED_URI_REGEXP: /^(?:https?:|mailto:)/i });

/**
 * Formatted text (bold, italic, H2/H3, lists, links) on TipTap. Output HTML is sanitized with
 * DOMPurify before `onChange`; links accept only http(s) and mailto. Uncontrolled: pass
 * `defaultValue`, and use `Controller` with react-hook-form.
 */
export const RichTextEditor = forwardRef<HTMLDivElement, RichTextEditorProps>(
  function RichTextEditor(
    {
      defaultValue = '',
      onChange,
      onBlur,
      disabled = false,
      readOnly = false,
      autoFocus = false,
      ...props
    },
    ref,
  ) {
    const field = useField({ ...props, disabled }, { labelAs: 'span' });
    const { ids, aria } = field;
    const editor = useEditor({
      extensions: [
        StarterKit.configure({ heading: { levels: [2, 3] }, link: false }),
        Link.configure({
          openOnClick: false,
          autolink: true,
          protocols: ['mailto'],
          isAllowedUri: (url) => isSafeUrl(url),
        }),
      ],
      content: sanitize(defaultValue),
      autofocus: autoFocus ? 'start' : false,
      editable: !disabled && !readOnly,
      editorProps: {
        attributes: {
          id: ids.inputId,
          role: 'textbox',
          'aria-multiline': 'true',
          'aria-labelledby': ids.labelId,
          ...Object.fromEntries(
            Object.entries({ ...aria, 'aria-readonly': readOnly || undefined }).flatMap(([k, v]) =>
              v === undefined ? [] : [[k, String(v)]],
            ),
          ),
        },
      },
      onUpdate: ({ editor: e }) => onChange?.({ html: sanitize(e.getHTML()) }),
      onBlur: () => onBlur?.(),
    });
    useEffect(() => {
      // No update event: switching editability is not an edit (a form would turn dirty at mount).
      editor?.setEditable(!disabled && !readOnly, false);
    }, [editor, disabled, readOnly]);

    return (
      <Field {...field.frame}>
        <EditorBox ref={ref} {...field.boxState(readOnly)} {...field.rest}>
          {editor && !readOnly && (
            <EditorToolbar editor={editor} disabled={disabled} controls={ids.inputId} />
          )}
          <EditorContent editor={editor} />
        </EditorBox>
      </Field>
    );
  },
);
