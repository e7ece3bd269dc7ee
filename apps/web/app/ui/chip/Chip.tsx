import { useId, type CSSProperties, type ReactNode } from 'react';
import classes from './Chip.module.css';

/** The theme colours chips use: `blue.8`, `pink.8` (a colour and a shade below 9). */
type ChipColour = `${string}.${1 | 2 | 3 | 4 | 5 | 6 | 7 | 8}`;

/**
 * A toggle drawn as a pill (the breeding cards' "♂ Male" / "♀ Female"): a native checkbox, so the
 * browser gives it focus, Space and its checked state, under our own stylesheet (Chip.module.css,
 * drawn like Mantine's filled xs Chip). The breeding page draws 240 of them: Mantine's Chip resolves
 * its styles API for each one and re-renders each after hydration (its `useId`), which measured
 * +100 ms of Lighthouse TBT on that page (99 -> 96). The colour is dark enough for white text.
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
  const id = useId();
  const [name, shade] = color.split('.');
  const style = {
    '--chip-bg': `var(--mantine-color-${name}-${shade})`,
    '--chip-hover': `var(--mantine-color-${name}-${Number(shade) + 1})`,
  } as CSSProperties;
  return (
    <span className={classes.root} style={style}>
      <input
        type="checkbox"
        className={classes.input}
        id={id}
        aria-label={others['aria-label']}
        data-testid={others['data-testid']}
        checked={checked}
        onChange={(event) => onChange(event.currentTarget.checked)}
      />
      <label htmlFor={id} className={classes.label}>
        <svg className={classes.check} viewBox="0 0 10 7" fill="none" aria-hidden="true">
          <path
            d="M4 4.586L1.707 2.293A1 1 0 1 0 .293 3.707l3 3a.997.997 0 0 0 1.414 0l5-5A1 1 0 1 0 8.293.293L4 4.586z"
            fill="currentColor"
            fillRule="evenodd"
            clipRule="evenodd"
          />
        </svg>
        <span>{children}</span>
      </label>
    </span>
  );
}
