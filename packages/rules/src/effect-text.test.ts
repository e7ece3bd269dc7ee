import { describe, expect, it } from 'vitest';
import { renderEffectText } from './effect-text';

describe('effect description templates', () => {
  it('shows a range when the two values differ', () => {
    expect(renderEffectText('#1{~1~2 à }#2 Vitalité', 10, 20)).toBe('10 à 20 Vitalité');
    expect(renderEffectText('#1{~1~2 to }#2 Vitality', 10, 20)).toBe('10 to 20 Vitality');
  });

  it('shows a single value when the range is fixed or has no upper bound', () => {
    expect(renderEffectText('#1{~1~2 à }#2 Vitalité', 10, 10)).toBe('10 Vitalité');
    expect(renderEffectText('#1{~1~2 à }#2 PA', 1, 0)).toBe('1 PA');
  });

  it('keeps plural markers for counts above one only', () => {
    expect(renderEffectText('#1 Invocation{~ps}', 2)).toBe('2 Invocations');
    expect(renderEffectText('#1 Invocation{~ps}', 1)).toBe('1 Invocation');
  });

  it('fills the third value', () => {
    expect(renderEffectText('Lance le sort #3', 0, 0, 12)).toBe('Lance le sort 12');
  });
});
