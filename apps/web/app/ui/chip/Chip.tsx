import '@mantine/core/styles/Chip.layer.css';
import { useId, type CSSProperties, type ReactNode } from 'react';
import { CheckIcon } from '../CheckIcon';
import classes from 'mantine-classes:Chip';

/** The theme colours chips use: `blue.8`, `pink.8` (a colour and a shade below 9). */
type ChipColour = `${string}.${1 | 2 | 3 | 4 | 5 | 6 | 7 | 8}`;

/**
 * Mantine's Chip (size xs, filled) without its module, as ui/checkbox/Checkbox: a native checkbox
 * under Mantine's very markup (its test compares the HTML) and stylesheet. The breeding page draws
 * 240 of them: Mantine's resolves its styles API and variables for each one on the server and
 * through hydration, and its module (~1.3 KiB gzip) is in that page's first load. The colour is
 * dark enough for white text, as the theme's `autoContrast` picks for the shades used.
 */
export interface ChipProps {
  color: ChipColour;
  checked: boolean;
  onChange(checked: boolean): void;
  'aria-label': string;
  'data-testid'?: string;
  children: ReactNode;
}

export function Chip({ color, checked, onChange, children, ...others }: ChipProps) {
  const id = `mantine-${useId()}`;
  const [name, shade] = color.split('.');
  const style = {
    '--chip-fz': 'var(--mantine-font-size-xs)',
    '--chip-size': 'var(--chip-size-xs)',
    '--chip-checked-padding': 'var(--chip-checked-padding-xs)',
    '--chip-padding': 'var(--chip-padding-xs)',
    '--chip-icon-size': 'var(--chip-icon-size-xs)',
    '--chip-bg': `var(--mantine-color-${name}-${shade})`,
    '--chip-hover': `var(--mantine-color-${name}-${Number(shade) + 1})`,
    '--chip-color': 'var(--mantine-color-white)',
    '--chip-bd': 'calc(0.0625rem * var(--mantine-scale)) solid transparent',
    '--chip-spacing': 'var(--chip-spacing-xs)',
  } as CSSProperties;
  return (
    <div style={style} className={`${classes.root} mantine-Chip-root`} data-size="xs">
      <input
        type="checkbox"
        className={`${classes.input} mantine-Chip-input`}
        id={id}
        // Mantine's Chip passes its colour on to the input as an attribute: kept, the markup is the same.
        color={color}
        aria-label={others['aria-label']}
        data-testid={others['data-testid']}
        checked={checked}
        onChange={(event) => onChange(event.currentTarget.checked)}
      />
      <label htmlFor={id} data-checked={checked || undefined} className={`${classes['label--filled']} ${classes.label} mantine-Chip-label`}>
        {checked && (
          <span className={`${classes.iconWrapper} mantine-Chip-iconWrapper`}>
            <CheckIcon className={`${classes.checkIcon} mantine-Chip-checkIcon`} />
          </span>
        )}
        <span>{children}</span>
      </label>
    </div>
  );
}
