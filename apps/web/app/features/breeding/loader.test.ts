import { describe, expect, it } from 'vitest';
import { familyOfSegment } from './loader';

describe('familyOfSegment', () => {
  it('maps the spec route segments to the three families, and nothing else', () => {
    expect(familyOfSegment('dragodinde')).toBe('dragodinde');
    expect(familyOfSegment('muldo')).toBe('muldo');
    expect(familyOfSegment('volk')).toBe('volkorne');
    expect(familyOfSegment('volkorne')).toBeUndefined();
    expect(familyOfSegment('constructor')).toBeUndefined();
    expect(familyOfSegment(undefined)).toBeUndefined();
  });
});
