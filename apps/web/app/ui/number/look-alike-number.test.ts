import { describe, expect, it } from 'vitest';
import { clamp, shownNumber, typedNumber } from './look-alike-number';

describe('typedNumber: what the NumberInput look-alike passes on, as the real field would', () => {
  it('passes a number once the text reads as one, the text while it does not', () => {
    expect(typedNumber('42', {})).toEqual({ text: '42', value: 42 });
    expect(typedNumber('', {})).toEqual({ text: '', value: '' });
    expect(typedNumber('-', {})).toEqual({ text: '-', value: '-' });
    expect(typedNumber('1.', {})).toEqual({ text: '1.', value: '1.' });
    expect(typedNumber('1,5', {})).toEqual({ text: '1.5', value: 1.5 });
  });

  it('drops the characters the field refuses', () => {
    expect(typedNumber('12a3', {})).toEqual({ text: '123', value: 123 });
    expect(typedNumber('-5', { allowNegative: false })).toEqual({ text: '5', value: 5 });
    expect(typedNumber('2.5', { allowDecimal: false })).toEqual({ text: '25', value: 25 });
    expect(typedNumber('1.2.3', {})).toEqual({ text: '1.23', value: 1.23 });
    expect(typedNumber('5-', {})).toEqual({ text: '5', value: 5 });
  });

  it('clamps while typing only with clampBehavior="strict"', () => {
    expect(typedNumber('250', { min: 1, max: 200, clampBehavior: 'strict' })).toEqual({ text: '200', value: 200 });
    expect(typedNumber('250', { min: 1, max: 200 })).toEqual({ text: '250', value: 250 });
    expect(clamp(0, { min: 1, max: 200 })).toBe(1);
    expect(clamp(7, {})).toBe(7);
  });
});

describe('shownNumber: the look-alike shows the value as the real field does', () => {
  it('adds the prefix, the suffix and the thousands separator', () => {
    expect(shownNumber('100', { suffix: ' %' })).toBe('100 %');
    expect(shownNumber('2', { prefix: '× ' })).toBe('× 2');
    expect(shownNumber('398000', { thousandSeparator: ' ' })).toBe('398 000');
    expect(shownNumber('-1234.5', { thousandSeparator: true })).toBe('-1,234.5');
    expect(shownNumber('', { suffix: ' %' })).toBe('');
  });

  it('reads back what it showed', () => {
    expect(typedNumber(shownNumber('398000', { thousandSeparator: ' ' }), {}).value).toBe(398000);
    expect(typedNumber(shownNumber('100', { suffix: ' %' }), {}).value).toBe(100);
  });
});
