import { IconCornerDownLeft, IconSearch } from '@tabler/icons-react';
import {
  forwardRef,
  useEffect,
  useId,
  useMemo,
  useState,
  type HTMLAttributes,
  type KeyboardEvent,
  type ReactNode,
} from 'react';

import { Spinner } from '../spinner/spinner.tsx';
import {
  EnterHint,
  Footer,
  Group,
  GroupLabel,
  Input,
  InputRow,
  Listbox,
  Option,
  OptionDescription,
  OptionIcon,
  OptionText,
  PaletteRoot,
  Results,
  Status,
} from './command-palette.styles.ts';

export interface CommandPaletteItem {
  /** Unique among every item shown. */
  id: string;
  /** The visible name. */
  label: string;
  /** Decorative icon before the label. */
  icon?: ReactNode;
  /** A second, quieter line. */
  description?: string;
}

export interface CommandPaletteGroup {
  /** Unique among the groups. */
  id: string;
  /** Heading of the group; it names the group for screen readers. */
  label: string;
  items: readonly CommandPaletteItem[];
}

export interface CommandPaletteProps extends Omit<HTMLAttributes<HTMLDivElement>, 'onSelect'> {
  /** The text in the input (controlled). */
  query: string;
  /** Called on every keystroke with the new text. */
  onQueryChange: (event: { query: string }) => void;
  /** The options, in groups. An empty list shows `status` instead. */
  groups: readonly CommandPaletteGroup[];
  /** Called when an option is chosen with Enter or a click. */
  onSelect: (event: { item: CommandPaletteItem }) => void;
  /** Accessible name of the input (and of the list of options). */
  inputLabel: string;
  /** Hint inside the empty input. */
  placeholder?: string;
  /** A request is running: a spinner shows and the list is marked busy. */
  loading?: boolean;
  /** Shown in place of the options when there are none: no results, an error, a prompt. */
  status?: ReactNode;
  /** A strip under the results, e.g. keyboard hints. */
  footer?: ReactNode;
  /** After the input, e.g. a dialog's close button. */
  inputEnd?: ReactNode;
}

/**
 * A search box over grouped options, as in a command palette: the ARIA 1.2 combobox pattern with
 * a listbox that is always shown. Focus stays in the input; ArrowUp/ArrowDown (wrapping),
 * Home/End and hovering move the active option (`aria-activedescendant`), Enter chooses it.
 */
export const CommandPalette = forwardRef<HTMLDivElement, CommandPaletteProps>(
  function CommandPalette(
    {
      query,
      onQueryChange,
      groups,
      onSelect,
      inputLabel,
      placeholder,
      loading = false,
      status,
      footer,
      inputEnd,
      ...rest
    },
    ref,
  ) {
    const baseId = useId();
    const listId = `${baseId}-list`;
    const optionId = (index: number) => `${baseId}-option-${index}`;
    const items = useMemo(() => groups.flatMap((g) => g.items), [groups]);
    // The first option is active whenever the options change, so Enter takes the best match.
    const itemsKey = items.map((i) => i.id).join('\u0000');
    const [active, setActive] = useState({ key: itemsKey, index: 0 });
    const activeIndex = active.key === itemsKey ? active.index : 0;
    const activeItem = items[activeIndex];

    useEffect(() => {
      if (!activeItem) return;
      // Keep the active option in view while the arrows move through a long list.
      document.getElementById(optionId(activeIndex))?.scrollIntoView?.({ block: 'nearest' });
      // optionId is derived from the stable baseId.
      // eslint-disable-next-line react-hooks/exhaustive-deps
    }, [activeIndex, activeItem]);

    const move = (index: number) => {
      if (items.length === 0) return;
      setActive({ key: itemsKey, index: (index + items.length) % items.length });
    };

    const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
      const keys: Record<string, () => void> = {
        ArrowDown: () => move(activeIndex + 1),
        ArrowUp: () => move(activeIndex - 1),
        Home: () => move(0),
        End: () => move(items.length - 1),
        Enter: () => {
          if (activeItem) onSelect({ item: activeItem });
        },
      };
      // Home and End keep their text-editing meaning while the user types.
      if ((event.key === 'Home' || event.key === 'End') && query !== '') return;
      const handler = keys[event.key];
      if (!handler || event.nativeEvent.isComposing) return;
      event.preventDefault();
      handler();
    };

    let index = -1;
    return (
      <PaletteRoot ref={ref} {...rest}>
        <InputRow>
          <IconSearch size={22} aria-hidden />
          <Input
            type="search"
            role="combobox"
            aria-label={inputLabel}
            aria-expanded={items.length > 0}
            aria-controls={listId}
            aria-autocomplete="list"
            aria-activedescendant={activeItem ? optionId(activeIndex) : undefined}
            autoComplete="off"
            spellCheck={false}
            placeholder={placeholder}
            value={query}
            onChange={(event) => onQueryChange({ query: event.target.value })}
            onKeyDown={onKeyDown}
          />
          {loading && <Spinner size="sm" />}
          {inputEnd}
        </InputRow>
        <Results>
          <Listbox
            id={listId}
            role="listbox"
            aria-label={inputLabel}
            aria-busy={loading || undefined}
          >
            {groups.map((group) => {
              if (group.items.length === 0) return null;
              const labelId = `${baseId}-group-${group.id}`;
              return (
                <Group key={group.id} role="group" aria-labelledby={labelId}>
                  <GroupLabel id={labelId}>{group.label}</GroupLabel>
                  {group.items.map((item) => {
                    index += 1;
                    const at = index;
                    return (
                      <Option
                        key={item.id}
                        id={optionId(at)}
                        role="option"
                        aria-selected={at === activeIndex}
                        data-item-id={item.id}
                        onMouseMove={() => at !== activeIndex && move(at)}
                        // Keep focus in the input, where the keyboard works.
                        onMouseDown={(event) => event.preventDefault()}
                        onClick={() => onSelect({ item })}
                      >
                        {item.icon && <OptionIcon aria-hidden>{item.icon}</OptionIcon>}
                        <OptionText>
                          {/* Labels may be data in another language than the page. */}
                          <span dir="auto">{item.label}</span>
                          {item.description && (
                            <OptionDescription dir="auto">{item.description}</OptionDescription>
                          )}
                        </OptionText>
                        <EnterHint aria-hidden>
                          <IconCornerDownLeft size={16} className="at-mirror-rtl" />
                        </EnterHint>
                      </Option>
                    );
                  })}
                </Group>
              );
            })}
          </Listbox>
          {/* Always mounted, so screen readers hear "no results" when it appears. */}
          <div role="status">{items.length === 0 && status && <Status>{status}</Status>}</div>
        </Results>
        {footer && <Footer>{footer}</Footer>}
      </PaletteRoot>
    );
  },
);
