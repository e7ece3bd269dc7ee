import '@mantine/core/styles/Pill.layer.css';
import { InputBase, Input, Pill, type MultiSelectProps, type SelectProps } from '@mantine/core';
import { forwardRef, useEffect, useId, useRef, useState, type ComponentType, type FocusEvent, type KeyboardEvent, type ReactNode, type Ref, type RefAttributes } from 'react';
import { useIdleComponent } from '../use-idle-flag';
import type * as ComboboxModules from './combobox-modules';
import { optionLabels } from './option-labels';

const load = () => import('./combobox-modules');

/**
 * Mantine's Select and MultiSelect without their weight in the first load: Combobox, Popover and
 * floating-ui (~25 KB gzip) are what most list pages would otherwise download before they can be
 * used. The server and the first render show a look-alike (Mantine's input, read-only for a Select
 * and a button holding pills for a MultiSelect, with the same label, value and chevron); the real
 * control takes its place once its module is there (fetched when the browser is idle after
 * hydration, or on the first press), then opens if the user asked. Focus stays on the control
 * through the swap. A searchable Select's look-alike takes typing: the first letter fetches the real
 * control, which opens searching what was typed (the treasure hunt's clue picker, typed at once).
 */
type Wanted = false | 'idle' | 'open';

/**
 * The real control once its module is loaded, and how it should start. The look-alike stays one
 * element until then (no Suspense fallback taking its place), and an idle swap waits while the
 * pointer is over it: a press that began on it and ended on the real control would be cut in two,
 * and open nothing.
 */
function useWanted<P>(pick: (modules: typeof ComboboxModules) => ComponentType<P>) {
  const [opened, setOpened] = useState(false);
  const [pointed, setPointed] = useState(false);
  const Real = useIdleComponent(() => load().then(pick), opened);
  const wanted: Wanted = !Real ? false : opened ? 'open' : pointed ? false : 'idle';
  return { wanted, Real, setOpened: () => setOpened(true), onPointerOver: setPointed };
}

interface LookAlikeProps {
  id: string;
  props: SelectProps | MultiSelectProps;
  /**
   * A Select's look-alike is an input holding the value's label, like the real one (read-only unless
   * `onType` is given: a searchable Select); a MultiSelect's, a button holding pills.
   */
  shown: { text: string; onType?: (text: string) => void } | { content: ReactNode };
  onOpen: () => void;
  /** Enter pressed on the look-alike (it opens it too). */
  onEnter?: () => void;
  onPointerOver: (over: boolean) => void;
  inputRef?: Ref<HTMLInputElement>;
}

function LookAlike({ id, props, shown, onOpen, onEnter, onPointerOver, inputRef }: LookAlikeProps) {
  const { label, description, error, required, withAsterisk, disabled, size, w, style, className, leftSection } = props;
  const testId = (props as { 'data-testid'?: string })['data-testid'];
  const onType = 'text' in shown ? shown.onType : undefined;
  return (
    <InputBase
      id={id}
      {...('text' in shown
        ? {
            component: 'input' as const,
            ref: inputRef,
            readOnly: !onType,
            value: shown.text,
            placeholder: props.placeholder,
            onChange: onType && ((event: { currentTarget: HTMLInputElement }) => onType(event.currentTarget.value)),
            onFocus: onType && (props.onFocus as ((event: FocusEvent<HTMLInputElement>) => void) | undefined),
            autoComplete: 'off',
          }
        : { component: 'button' as const, type: 'button' as const, children: shown.content })}
      pointer
      label={label}
      description={description}
      error={error}
      required={required}
      withAsterisk={withAsterisk}
      disabled={disabled}
      size={size}
      w={w}
      style={style}
      className={className}
      leftSection={leftSection}
      rightSection={<Chevron />}
      rightSectionPointerEvents="none"
      aria-haspopup="listbox"
      aria-label={props['aria-label']}
      data-testid={testId}
      data-look-alike=""
      onPointerEnter={() => onPointerOver(true)}
      onPointerLeave={() => onPointerOver(false)}
      onClick={onOpen}
      onKeyDown={(event: KeyboardEvent<HTMLElement>) => {
        if (['Enter', ' ', 'ArrowDown', 'ArrowUp'].includes(event.key)) {
          event.preventDefault();
          if (event.key === 'Enter') onEnter?.();
          onOpen();
        }
      }}
    />
  );
}

/** Mantine's up-down chevron (Combobox.Chevron), drawn without the Combobox module. */
function Chevron() {
  return (
    <svg width={18} height={18} viewBox="0 0 15 15" fill="none" aria-hidden style={{ color: 'var(--mantine-color-dimmed)' }}>
      <path
        d="M4.93179 5.43179C4.75605 5.60753 4.75605 5.89245 4.93179 6.06819C5.10753 6.24392 5.39245 6.24392 5.56819 6.06819L7.49999 4.13638L9.43179 6.06819C9.60753 6.24392 9.89245 6.24392 10.0682 6.06819C10.2439 5.89245 10.2439 5.60753 10.0682 5.43179L7.81819 3.18179C7.73379 3.0974 7.61933 3.04999 7.49999 3.04999C7.38064 3.04999 7.26618 3.0974 7.18179 3.18179L4.93179 5.43179ZM10.0682 9.56819C10.2439 9.39245 10.2439 9.10753 10.0682 8.93179C9.89245 8.75606 9.60753 8.75606 9.43179 8.93179L7.49999 10.8636L5.56819 8.93179C5.39245 8.75606 5.10753 8.75606 4.93179 8.93179C4.75605 9.10753 4.75605 9.39245 4.93179 9.56819L7.18179 11.8182C7.35753 11.9939 7.64245 11.9939 7.81819 11.8182L10.0682 9.56819Z"
        fill="currentColor"
        fillRule="evenodd"
        clipRule="evenodd"
      />
    </svg>
  );
}

/** Whether the look-alike `id` had the focus when the real control replaces it (the real one takes it). */
function useFocusCarried(wanted: Wanted, id: string) {
  const focused = useRef(false);
  useEffect(() => {
    if (wanted) return;
    const track = () => {
      focused.current = document.activeElement?.id === id;
    };
    document.addEventListener('focusin', track);
    return () => document.removeEventListener('focusin', track);
  }, [wanted, id]);
  return focused;
}

/** The real control's props: opened and focused as the user asked. */
function realProps<P extends SelectProps | MultiSelectProps>(props: P, id: string, wanted: Wanted, focused: boolean): P {
  return {
    ...props,
    id,
    defaultDropdownOpened: wanted === 'open',
    autoFocus: wanted === 'open' || focused,
  };
}

/**
 * What the look-alike of a searchable Select had typed, carried to the real one: its search starts
 * there (held here: the real Select empties an uncontrolled search as it mounts) with the caret at
 * the end, and the focus it gets is not the user's (the field's own `onFocus`, such as selecting
 * all, would have the next letter replace what was typed).
 */
function useTypedSearch(props: SelectProps, realShown: boolean) {
  const [typed, setTyped] = useState<string | null>(null);
  const mounted = useRef(false);
  const caretPlaced = useRef(false);
  // Runs after the real Select's own mount effects, whose search resets are thus ignored.
  useEffect(() => {
    mounted.current = realShown;
  }, [realShown]);
  const carried = (real: SelectProps): SelectProps =>
    typed === null
      ? real
      : {
          ...real,
          searchValue: typed,
          onSearchChange: (search) => {
            if (!mounted.current) return;
            setTyped(search);
            props.onSearchChange?.(search);
          },
          onFocus: (event) => {
            if (caretPlaced.current) return props.onFocus?.(event);
            caretPlaced.current = true;
            const input = event.currentTarget;
            input.setSelectionRange(input.value.length, input.value.length);
          },
        };
  return { typed, setTyped, carried };
}

/**
 * Enter pressed on a searchable look-alike after typing (the player typed a clue and Enter faster
 * than the real Select arrived) is pressed again on the real one once its options are drawn, so it
 * picks the first match as it would have: the key is not lost to the swap.
 */
function useEnterCarried(id: string, realShown: boolean) {
  const pending = useRef(false);
  useEffect(() => {
    if (!realShown || !pending.current) return;
    pending.current = false;
    // After the real Select's mount effects and its dropdown's first frame: the first option is
    // selected (ArrowDown) unless the Select already did, then Enter picks it.
    const frame = requestAnimationFrame(() => {
      const input = document.getElementById(id);
      const list = document.getElementById(input?.getAttribute('aria-controls') ?? '');
      const press = (key: string) =>
        input?.dispatchEvent(new KeyboardEvent('keydown', { key, code: key, bubbles: true, cancelable: true }));
      if (!list?.querySelector('[data-combobox-selected]')) press('ArrowDown');
      press('Enter');
    });
    return () => cancelAnimationFrame(frame);
  }, [realShown, id]);
  return () => {
    pending.current = true;
  };
}

export const LazySelect = forwardRef<HTMLInputElement, SelectProps>(function LazySelect(props, ref) {
  const { wanted, Real, setOpened, onPointerOver } = useWanted<SelectProps & RefAttributes<HTMLInputElement>>((modules) => modules.Select);
  const { typed, setTyped, carried } = useTypedSearch(props, !!(wanted && Real));
  const ownId = useId();
  const id = props.id ?? ownId;
  const focused = useFocusCarried(wanted, id);
  const carryEnter = useEnterCarried(id, !!(wanted && Real));
  const value = props.value ?? props.defaultValue ?? null;
  const label = value === null ? null : optionLabels(props.data).get(value);
  const onType = (text: string) => {
    setTyped(text);
    setOpened();
  };
  const lookAlike = (
    <LookAlike
      id={id}
      props={props}
      shown={{ text: typed ?? label ?? '', onType: props.searchable ? onType : undefined }}
      onOpen={setOpened}
      onEnter={typed ? carryEnter : undefined}
      onPointerOver={onPointerOver}
      inputRef={ref}
    />
  );
  if (!wanted || !Real) return lookAlike;
  return <Real ref={ref} {...carried(realProps(props, id, wanted, focused.current))} />;
});

export function LazyMultiSelect(props: MultiSelectProps) {
  const { wanted, Real, setOpened, onPointerOver } = useWanted<MultiSelectProps>((modules) => modules.MultiSelect);
  const ownId = useId();
  const id = props.id ?? ownId;
  const focused = useFocusCarried(wanted, id);
  const values = props.value ?? props.defaultValue ?? [];
  const labels = optionLabels(props.data);
  const lookAlike = (
    <LookAlike
      id={id}
      props={props}
      shown={{
        content: values.length > 0 ? (
          <LookAlikePills labels={values.map((value) => labels.get(value) ?? value)} />
        ) : (
          <Input.Placeholder>{props.placeholder}</Input.Placeholder>
        ),
      }}
      onOpen={setOpened}
      onPointerOver={onPointerOver}
    />
  );
  if (!wanted || !Real) return lookAlike;
  return <Real {...realProps(props, id, wanted, focused.current)} />;
}

/** The pills of a MultiSelect (size sm): Mantine's Pill, as the real control draws them. */
function LookAlikePills({ labels }: { labels: string[] }) {
  return (
    <Pill.Group size="sm">
      {labels.map((label) => (
        <Pill key={label} size="sm">
          {label}
        </Pill>
      ))}
    </Pill.Group>
  );
}
