import type { NumberInputProps } from '@mantine/core';

/**
 * What Mantine's NumberInput would pass to `onChange` for the text typed in its look-alike: a number
 * once the text reads as one (clamped at once with `clampBehavior="strict"`), the text itself while
 * it does not (empty, a lone minus sign, a trailing decimal point). Characters the field refuses
 * (a minus sign with `allowNegative={false}`, a decimal point with `allowDecimal={false}`, letters)
 * are dropped as the real field drops them.
 */
export function typedNumber(text: string, props: NumberInputProps): { text: string; value: number | string } {
  const allowNegative = props.allowNegative ?? true;
  const allowDecimal = props.allowDecimal ?? true;
  let kept = text.replace(',', '.').replace(allowDecimal ? /[^\d.-]/g : /[^\d-]/g, '');
  kept = allowNegative ? kept.replace(/(?!^)-/g, '') : kept.replace(/-/g, '');
  const dot = kept.indexOf('.');
  if (dot >= 0) kept = kept.slice(0, dot + 1) + kept.slice(dot + 1).replace(/\./g, '');
  if (kept === '' || kept === '-' || kept.endsWith('.')) return { text: kept, value: kept };
  let value = Number(kept);
  if (props.clampBehavior === 'strict') value = clamp(value, props);
  return { text: props.clampBehavior === 'strict' ? String(value) : kept, value };
}

/** The value within `min`-`max` (Mantine clamps this way on blur by default). */
export function clamp(value: number, { min, max }: Pick<NumberInputProps, 'min' | 'max'>): number {
  return Math.min(max ?? Infinity, Math.max(min ?? -Infinity, value));
}

/**
 * The value as the real field shows it when it is not being edited: its prefix and suffix, and its
 * thousands grouped when it groups them (`thousandSeparator`).
 */
export function shownNumber(text: string, props: Pick<NumberInputProps, 'prefix' | 'suffix' | 'thousandSeparator'>): string {
  if (text === '') return '';
  const separator = props.thousandSeparator === true ? ',' : props.thousandSeparator || '';
  const [whole, decimals] = text.split('.');
  const grouped = separator ? whole.replace(/\B(?=(\d{3})+(?!\d))/g, separator) : whole;
  return `${props.prefix ?? ''}${grouped}${decimals === undefined ? '' : `.${decimals}`}${props.suffix ?? ''}`;
}
