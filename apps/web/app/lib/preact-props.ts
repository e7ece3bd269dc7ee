import { options, type Ref, type VNode } from 'preact';

/**
 * Two props of React's elements that Preact's compatibility layer leaves as plain attributes
 * (README "Architecture": the pages render with Preact). Imported by both entries and the
 * component tests' setup.
 * - `suppressHydrationWarning`, React's switch for a known server/browser difference, which Preact
 *   does not report anyway: React Router's inline scripts carry it, and the server's HTML would
 *   hold it as an attribute. Dropped.
 * - `autoFocus`: React focuses such an element when it is put in the page, Preact only writes the
 *   attribute, which a browser honours while the document loads and never after. The searchable
 *   Select that replaces its look-alike (ui/select/LazySelect.tsx) relies on it to keep the focus
 *   of a player typing. Each element takes the focus once, when it is put in the page.
 */
const autoFocused = new WeakSet<Element>();

function setRef<T>(ref: Ref<T> | null | undefined, value: T | null): void {
  if (typeof ref === 'function') ref(value);
  else if (ref) ref.current = value;
}

const previous = options.vnode;
options.vnode = (vnode: VNode) => {
  const props = vnode.props as Record<string, unknown> | null;
  if (props && typeof vnode.type === 'string') {
    if ('suppressHydrationWarning' in props) delete props.suppressHydrationWarning;
    if (props.autoFocus) {
      const own = vnode.ref as Ref<Element> | null | undefined;
      vnode.ref = (element: Element | null) => {
        if (element instanceof HTMLElement && !autoFocused.has(element)) {
          autoFocused.add(element);
          element.focus();
        }
        setRef(own, element);
      };
    }
  }
  previous?.(vnode);
};
