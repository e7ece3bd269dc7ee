import '@mantine/core/styles/Checkbox.layer.css';
import { useId, type ChangeEvent, type CSSProperties } from 'react';
import { CheckIcon } from '../CheckIcon';
import classes from 'mantine-classes:Checkbox';
import inlineClasses from 'mantine-classes:InlineInput';
import { theme } from '../theme';

/**
 * Mantine's Checkbox without its module, as ui/switch/Switch: a native checkbox under Mantine's
 * very markup (its test compares the HTML) and stylesheet. Mantine's brings its InlineInput, card,
 * group and indicator (~1.5 KiB gzip) into the first load of the pages that show one. Controlled,
 * labelled by `aria-label` (a table cell's checkbox), with the props this site uses.
 */
export interface CheckboxProps {
  checked: boolean;
  onChange(event: ChangeEvent<HTMLInputElement>): void;
  'aria-label': string;
  disabled?: boolean;
  'data-testid'?: string;
}

export function Checkbox({ checked, onChange, disabled, ...others }: CheckboxProps) {
  const id = `mantine-${useId()}`;
  return (
    <div
      // The theme's `autoContrast` gives the tick the primary colour's contrast: white on indigo.
      style={{ '--checkbox-color': `var(--mantine-color-${theme.primaryColor}-filled)`, '--checkbox-icon-color': 'var(--mantine-color-white)' } as CSSProperties}
      className={`${classes.root} mantine-Checkbox-root ${inlineClasses.root} mantine-Checkbox-root`}
      data-variant="filled"
      data-label-position="right"
      data-checked={checked || undefined}
    >
      <div className={`${inlineClasses.body} mantine-Checkbox-body`}>
        <div className={`${classes.inner} mantine-Checkbox-inner`} data-label-position="right">
          <input
            className={`mantine-focus-auto ${classes.input} mantine-Checkbox-input`}
            id={id}
            aria-label={others['aria-label']}
            data-testid={others['data-testid']}
            disabled={disabled}
            type="checkbox"
            checked={checked}
            onChange={onChange}
          />
          <CheckIcon className={`${classes.icon} mantine-Checkbox-icon`} />
        </div>
        <div className={`${inlineClasses.labelWrapper} mantine-Checkbox-labelWrapper`} data-disabled={disabled || undefined} />
      </div>
    </div>
  );
}
