/**
 * `RemoveScroll.classNames` of react-remove-scroll, for the notifications container (vite.config.ts
 * points its import here; the page header carries `right-scroll-bar-position` itself): all it reads from that
 * library are these two class names, which would otherwise bring the whole scroll lock (~4 KB gzip)
 * into the first load of every page. The drawers and modals that lock the scroll still import the
 * real library, which recognises elements by these names.
 */
export const RemoveScroll = {
  classNames: { zeroRight: 'right-scroll-bar-position', fullWidth: 'width-before-scroll-bar' },
} as const;
