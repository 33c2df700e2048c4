import {
  IconBold,
  IconH2,
  IconH3,
  IconItalic,
  IconList,
  IconListNumbers,
} from '@tabler/icons-react';
import { useEditorState, type Editor } from '@tiptap/react';
import type { KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';

import { LinkPopover } from './link-popover.tsx';
import { ToolButton, Toolbar } from './rich-text-editor.styles.ts';

/** Arrow keys move between toolbar buttons, as in the ARIA toolbar pattern. */
function onToolbarKeyDown(event: KeyboardEvent<HTMLDivElement>) {
  if (event.key !== 'ArrowLeft' && event.key !== 'ArrowRight') return;
  const buttons = [...event.currentTarget.querySelectorAll<HTMLButtonElement>('button:enabled')];
  const index = buttons.indexOf(document.activeElement as HTMLButtonElement);
  const rtl = getComputedStyle(event.currentTarget).direction === 'rtl';
  const step = (event.key === 'ArrowRight') !== rtl ? 1 : -1;
  buttons[(index + step + buttons.length) % buttons.length]?.focus();
  event.preventDefault();
}

export function EditorToolbar({
  editor,
  disabled,
  controls,
}: {
  editor: Editor;
  disabled: boolean;
  controls: string;
}) {
  const { t } = useTranslation('ui');
  const state = useEditorState({
    editor,
    selector: ({ editor: e }) => ({
      bold: e.isActive('bold'),
      italic: e.isActive('italic'),
      h2: e.isActive('heading', { level: 2 }),
      h3: e.isActive('heading', { level: 3 }),
      bullet: e.isActive('bulletList'),
      ordered: e.isActive('orderedList'),
      link: e.isActive('link'),
    }),
  });
  const tools = [
    {
      key: 'bold',
      label: t('richText.bold'),
      icon: IconBold,
      run: () => editor.chain().focus().toggleBold().run(),
    },
    {
      key: 'italic',
      label: t('richText.italic'),
      icon: IconItalic,
      run: () => editor.chain().focus().toggleItalic().run(),
    },
    {
      key: 'h2',
      label: t('richText.heading2'),
      icon: IconH2,
      run: () => editor.chain().focus().toggleHeading({ level: 2 }).run(),
    },
    {
      key: 'h3',
      label: t('richText.heading3'),
      icon: IconH3,
      run: () => editor.chain().focus().toggleHeading({ level: 3 }).run(),
    },
    {
      key: 'bullet',
      label: t('richText.bulletList'),
      icon: IconList,
      run: () => editor.chain().focus().toggleBulletList().run(),
    },
    {
      key: 'ordered',
      label: t('richText.orderedList'),
      icon: IconListNumbers,
      run: () => editor.chain().focus().toggleOrderedList().run(),
    },
  ] as const;
  return (
    <Toolbar
      role="toolbar"
      aria-label={t('richText.toolbar')}
      aria-controls={controls}
      onKeyDown={onToolbarKeyDown}
    >
      {tools.map(({ key, label, icon: Icon, run }) => (
        <ToolButton
          key={key}
          type="button"
          aria-label={label}
          aria-pressed={state[key]}
          disabled={disabled}
          onClick={run}
        >
          <Icon size={18} aria-hidden />
        </ToolButton>
      ))}
      <LinkPopover editor={editor} active={state.link} disabled={disabled} />
    </Toolbar>
  );
}
