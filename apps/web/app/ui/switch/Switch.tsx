// Its styles (Switch.layer.css) are in the frame's stylesheet, ui/styles/mantine-shell.css.
import { forwardRef, useId, type ChangeEvent, type CSSProperties, type ReactNode } from 'react';
import classes from 'mantine-classes:Switch';
import inlineClasses from 'mantine-classes:InlineInput';
import inputClasses from 'mantine-classes:Input';

/**
 * Mantine's Switch without its module: a switch is a native checkbox with `role="switch"` under a
 * styled track, so this draws Mantine's very markup (its test compares the HTML) with Mantine's
 * stylesheet, and the browser does the rest. Mantine's pulls its InlineInput, the Input module for
 * the description, the switch group and the factory machinery (~2.2 KiB gzip) into the first load
 * of the pages that show one. Controlled only, with the props this site uses.
 */
export interface SwitchProps {
  label: ReactNode;
  description?: ReactNode;
  checked: boolean;
  onChange(event: ChangeEvent<HTMLInputElement>): void;
  size?: 'xs' | 'sm' | 'md' | 'lg' | 'xl';
  disabled?: boolean;
  'data-testid'?: string;
}

export const Switch = forwardRef<HTMLInputElement, SwitchProps>(function Switch(
  { label, description, checked, onChange, size, disabled, ...others },
  ref,
) {
  const id = `mantine-${useId()}`;
  const sized = (name: string) => `var(--${name}-${size})`;
  const vars = size
    ? ({
        '--switch-height': sized('switch-height'),
        '--switch-width': sized('switch-width'),
        '--switch-thumb-size': sized('switch-thumb-size'),
        '--switch-label-font-size': sized('switch-label-font-size'),
        '--switch-track-label-padding': sized('switch-track-label-padding'),
        '--label-fz': sized('mantine-font-size'),
        '--label-lh': sized('label-lh'),
      } as CSSProperties)
    : undefined;
  return (
    <div
      style={vars}
      className={`${classes.root} mantine-Switch-root ${inlineClasses.root} mantine-Switch-root`}
      data-size={size}
      data-label-position="right"
      data-checked={checked}
    >
      <label className={`${inlineClasses.body} mantine-Switch-body`} htmlFor={id}>
        <input
          {...others}
          checked={checked}
          disabled={disabled}
          onChange={onChange}
          data-checked={checked}
          id={id}
          ref={ref}
          type="checkbox"
          role="switch"
          className={`${classes.input} mantine-Switch-input`}
        />
        <span
          className={`${classes.track} mantine-Switch-track`}
          data-label-position="right"
          data-without-labels="true"
          aria-hidden="true"
        >
          <span className={`${classes.thumb} mantine-Switch-thumb`} data-reduce-motion="true" data-with-thumb-indicator="true" />
          <span className={`${classes.trackLabel} mantine-Switch-trackLabel`} />
        </span>
        <div className={`${inlineClasses.labelWrapper} mantine-Switch-labelWrapper`} data-disabled={disabled || undefined}>
          <span className={`${inlineClasses.label} mantine-Switch-label`} data-disabled={disabled || undefined}>
            {label}
          </span>
          {description && (
            <p
              style={
                size
                  ? ({ '--input-description-size': `calc(var(--mantine-font-size-${size}) - calc(0.125rem * var(--mantine-scale)))` } as CSSProperties)
                  : undefined
              }
              className={`${inlineClasses.description} mantine-Switch-description ${inputClasses.description} mantine-InputWrapper-description`}
              data-size={size}
            >
              {description}
            </p>
          )}
        </div>
      </label>
    </div>
  );
});
