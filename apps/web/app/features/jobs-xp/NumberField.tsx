import type { NumberInputProps } from '@mantine/core';
import { LazyNumberInput } from '../../ui/number/LazyNumberInput';
import { useEffect, useState } from 'react';

interface NumberFieldProps extends Omit<NumberInputProps, 'value' | 'onChange'> {
  value: number;
  min: number;
  max: number;
  onValue: (value: number) => void;
}

/**
 * A whole-number field that lets the player clear it and type: the text is the field's own while
 * typing, each valid number (within min-max) is passed on, and leaving the field shows the value held.
 */
export function NumberField({ value, min, max, onValue, ...props }: NumberFieldProps) {
  const [text, setText] = useState<string | number>(value);
  useEffect(() => setText(value), [value]);
  return (
    <LazyNumberInput
      {...props}
      min={min}
      max={max}
      allowDecimal={false}
      allowNegative={min < 0}
      value={text}
      onChange={(next) => {
        setText(next);
        if (typeof next === 'number' && Number.isInteger(next) && next >= min && next <= max) onValue(next);
      }}
      onBlur={() => setText(value)}
    />
  );
}
