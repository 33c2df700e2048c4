import { IconCheck, IconColorPicker } from '@tabler/icons-react';
import { forwardRef, type CSSProperties, type HTMLAttributes, type ReactNode } from 'react';

import { Field } from '../field/field.tsx';
import { useFieldIds } from '../field/use-field-ids.ts';
import { useDirection } from '../i18n/use-direction.ts';
import { useControllableValue } from '../utils/use-controllable-value.ts';
import {
  CustomSwatch,
  SwatchGroup,
  SwatchItem,
  SwatchMark,
  SwatchRow,
} from './color-swatches.styles.ts';

export interface ColorSwatchOption {
  /** The colour, `#rrggbb`. */
  value: string;
  /** Its name, for screen readers and the tooltip. */
  label: string;
}

export interface ColorSwatchesProps extends Omit<
  HTMLAttributes<HTMLDivElement>,
  'defaultValue' | 'onChange' | 'dir'
> {
  /** The group's visible label. */
  label: ReactNode;
  /** The preset colours. */
  options: ColorSwatchOption[];
  /** Chosen colour (controlled), `#rrggbb` in any case. */
  value?: string;
  /** Initially chosen colour (uncontrolled). */
  defaultValue?: string;
  /** Called with the chosen colour, a preset's value or one picked in the custom input. */
  onValueChange?: (event: { value: string }) => void;
  /** Name of a native colour input for any other colour; without it only presets are offered. */
  customLabel?: string;
}

const same = (a: string | undefined, b: string) => a?.toLowerCase() === b.toLowerCase();
const swatchStyle = (color: string) => ({ '--swatch': color }) as CSSProperties;

/**
 * A choice of colour: preset swatches as a radio group (arrow keys move and choose), plus an
 * optional native colour input for a custom colour, which is marked when the value is no preset.
 */
export const ColorSwatches = forwardRef<HTMLDivElement, ColorSwatchesProps>(function ColorSwatches(
  { label, options, value, defaultValue, onValueChange, customLabel, id, ...rest },
  ref,
) {
  const ids = useFieldIds(id);
  const dir = useDirection();
  const [chosen, change] = useControllableValue(value, defaultValue ?? '', onValueChange);
  const preset = options.find((o) => same(chosen, o.value));
  const isCustom = Boolean(chosen) && !preset;

  return (
    <Field ref={ref} ids={ids} labelAs="span" label={label} {...rest}>
      <SwatchRow>
        <SwatchGroup
          id={ids.inputId}
          aria-labelledby={ids.labelId}
          orientation="horizontal"
          dir={dir}
          value={preset?.value ?? ''}
          onValueChange={change}
        >
          {options.map((o) => (
            <SwatchItem
              key={o.value}
              value={o.value}
              aria-label={o.label}
              title={o.label}
              data-color={o.value}
              style={swatchStyle(o.value)}
            >
              <SwatchMark>
                <IconCheck size={16} stroke={3} aria-hidden />
              </SwatchMark>
            </SwatchItem>
          ))}
        </SwatchGroup>
        {customLabel && (
          <CustomSwatch
            title={customLabel}
            data-selected={isCustom || undefined}
            style={swatchStyle(isCustom ? chosen : 'transparent')}
          >
            {isCustom ? (
              <IconCheck size={18} stroke={3} aria-hidden />
            ) : (
              <IconColorPicker size={20} aria-hidden />
            )}
            <input
              type="color"
              aria-label={customLabel}
              value={(chosen || (options[0]?.value ?? '#000000')).toLowerCase()}
              onChange={(event) => change(event.target.value.toUpperCase())}
            />
          </CustomSwatch>
        )}
      </SwatchRow>
    </Field>
  );
});
