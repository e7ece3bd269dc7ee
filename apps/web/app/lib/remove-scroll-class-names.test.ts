import { RemoveScroll as Library } from 'react-remove-scroll';
import { describe, expect, it } from 'vitest';
import { RemoveScroll } from './remove-scroll-class-names';

describe('the scroll-lock class names the page header and notifications carry', () => {
  it('are those the scroll lock of drawers and modals looks for', () => {
    expect(RemoveScroll.classNames).toEqual({
      zeroRight: Library.classNames.zeroRight,
      fullWidth: Library.classNames.fullWidth,
    });
  });
});
