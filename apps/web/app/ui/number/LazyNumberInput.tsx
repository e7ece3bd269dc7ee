import '@mantine/core/styles/NumberInput.layer.css';
import { InputBase, type NumberInputProps } from '@mantine/core';
import { useState } from 'react';
import { useIdleComponent } from '../use-idle-flag';
import { clamp, shownNumber, typedNumber } from './look-alike-number';

/**
 * Mantine's NumberInput without its weight in the first load: with react-number-format it is ~8 KB
 * gzip, on the item list, the item and quest pages and every tool. The server and the first render
 * show a look-alike that already works (Mantine's input holding the value, numeric keyboard on
 * phones, the same label, chevrons and `onChange` values); the real field takes its place once the
 * browser is idle and the look-alike has no focus, so a number being typed is never cut in two.
 */
const loadNumberInput = () => import('./number-input-module').then((module) => module.NumberInput);

export function LazyNumberInput(props: NumberInputProps) {
  const NumberInput = useIdleComponent(loadNumberInput);
  const [focused, setFocused] = useState(false);
  if (NumberInput && !focused) return <NumberInput {...props} />;
  return <LookAlike props={props} onFocusChange={setFocused} />;
}

function LookAlike({ props, onFocusChange }: { props: NumberInputProps; onFocusChange: (focused: boolean) => void }) {
  const [isEditing, setEditing] = useState(false);
  const { value, defaultValue, onChange, onBlur, onFocus, hideControls, allowDecimal, min, max, clampBehavior } = props;
  const [ownText, setOwnText] = useState(() => String(value ?? defaultValue ?? ''));
  // A controlled field shows its value, except while the text typed reads as that same value ("1." for 1).
  const text = value === undefined || typedNumber(ownText, props).value === value ? ownText : String(value);
  const testId = (props as { 'data-testid'?: string })['data-testid'];
  return (
    <InputBase
      id={props.id}
      name={props.name}
      label={props.label}
      description={props.description}
      error={props.error}
      required={props.required}
      withAsterisk={props.withAsterisk}
      disabled={props.disabled}
      readOnly={props.readOnly}
      placeholder={props.placeholder}
      size={props.size}
      w={props.w}
      style={props.style}
      className={props.className}
      leftSection={props.leftSection}
      rightSection={hideControls || props.readOnly ? props.rightSection : (props.rightSection ?? <Chevrons />)}
      rightSectionPointerEvents="none"
      aria-label={props['aria-label']}
      data-testid={testId}
      data-look-alike=""
      inputMode={allowDecimal === false ? 'numeric' : 'decimal'}
      autoComplete="off"
      // Being typed: the digits as typed; else as the real field shows them (prefix, suffix, grouping).
      value={isEditing ? text : shownNumber(text, props)}
      onChange={(event) => {
        const typed = typedNumber(event.currentTarget.value, props);
        setOwnText(typed.text);
        onChange?.(typed.value);
      }}
      onFocus={(event) => {
        setEditing(true);
        onFocusChange(true);
        onFocus?.(event);
      }}
      onBlur={(event) => {
        const typed = typedNumber(text, props);
        if (clampBehavior !== 'none' && typeof typed.value === 'number' && clamp(typed.value, { min, max }) !== typed.value) {
          const clamped = clamp(typed.value, { min, max });
          setOwnText(String(clamped));
          onChange?.(clamped);
        }
        onBlur?.(event);
        setEditing(false);
        onFocusChange(false);
      }}
    />
  );
}

/** The up and down chevrons of Mantine's NumberInput controls, drawn without the module. */
function Chevrons() {
  return (
    <svg width={12} height={24} viewBox="0 0 12 24" fill="none" aria-hidden style={{ color: 'var(--mantine-color-dimmed)' }}>
      <path d="M3 9.5L6 6.5L9 9.5M3 14.5L6 17.5L9 14.5" stroke="currentColor" strokeWidth={1.5} strokeLinecap="round" strokeLinejoin="round" />
    </svg>
  );
}
