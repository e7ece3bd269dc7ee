import { Group, Text, TextInput } from '@mantine/core';
import { parsePosition, splitTypedPosition, type Position } from '@grimoire/rules';
import { useEffect, useRef, useState, type ClipboardEvent, type KeyboardEvent } from 'react';
import { useTranslation } from '../../i18n/use-translation';

interface PositionInputProps {
  x: number | null;
  y: number | null;
  onChange: (position: { x: number | null; y: number | null }) => void;
  /** A whole position was pasted or typed at once: the page moves on to the direction. */
  onComplete: (position: Position) => void;
  compact?: boolean;
  error?: string;
}

const asCoordinate = (text: string): number | null | undefined => {
  const trimmed = text.trim().replace(/[−–—]/g, '-');
  if (trimmed === '' || trimmed === '-') return null;
  return /^-?\d{1,3}$/.test(trimmed) ? Number(trimmed) : undefined;
};

/** Two coordinate fields that also take a pasted `[-20,-36]`, `-20,-36` or `/travel -20 -36`. */
export function PositionInput({ x, y, onChange, onComplete, compact, error }: PositionInputProps) {
  const { t } = useTranslation();
  const [text, setText] = useState({ x: x === null ? '' : String(x), y: y === null ? '' : String(y) });
  // A position set elsewhere (chaining, undo, a link) replaces what the fields show.
  useEffect(() => {
    setText((current) => {
      const same = asCoordinate(current.x) === x && asCoordinate(current.y) === y;
      return same ? current : { x: x === null ? '' : String(x), y: y === null ? '' : String(y) };
    });
  }, [x, y]);

  const inputs = { x: useRef<HTMLInputElement>(null), y: useRef<HTMLInputElement>(null) };
  const whole = (value: string): Position | null => (/[\d]\D+-?\d/.test(value.trim()) ? parsePosition(value) : null);
  const take = (position: Position) => {
    setText({ x: String(position.x), y: String(position.y) });
    onChange(position);
    onComplete(position);
  };
  const change = (axis: 'x' | 'y', value: string) => {
    // Several characters at once (a paste the browser did not report, an autofill): a whole position.
    const position = value.length - text[axis].length > 1 ? whole(value) : null;
    if (position) return take(position);
    // Typed key by key: once a separator follows the first coordinate, the rest is the second one,
    // typed on in the Y field ("-20,-3" is not yet the position "-20,-36").
    const split = splitTypedPosition(value);
    if (split) {
      const y = asCoordinate(split.rest);
      setText({ x: String(split.x), y: split.rest });
      onChange({ x: split.x, y: y === undefined ? null : y });
      if (axis === 'x') inputs.y.current?.focus({ preventScroll: true });
      return;
    }
    // The brackets and spaces around a typed "[-1; 7]" are not part of a coordinate.
    const cleaned = value.replace(/^[\s[]+/, '').replace(/[\s\]]+$/, '');
    setText((current) => ({ ...current, [axis]: cleaned }));
    const n = asCoordinate(cleaned);
    if (n !== undefined) onChange({ x: axis === 'x' ? n : x, y: axis === 'y' ? n : y });
  };
  const paste = (event: ClipboardEvent<HTMLInputElement>) => {
    const position = whole(event.clipboardData.getData('text'));
    if (!position) return;
    event.preventDefault();
    take(position);
  };
  const enter = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'Enter' && x !== null && y !== null) onComplete({ x, y });
  };
  const field = (axis: 'x' | 'y') => (
    <TextInput
      ref={inputs[axis]}
      aria-label={`${t('treasure-hunt.position')} ${t(`treasure-hunt.${axis}`)}`}
      leftSection={<Text size="sm" fw={600}>{t(`treasure-hunt.${axis}`)}</Text>}
      inputMode="text"
      autoComplete="off"
      spellCheck={false}
      value={text[axis]}
      onChange={(event) => change(axis, event.currentTarget.value)}
      onPaste={paste}
      onKeyDown={enter}
      onFocus={(event) => event.currentTarget.select()}
      title={t('treasure-hunt.pasteHint')}
      data-testid={`hunt-${axis}`}
      w={compact ? 80 : 110}
      size={compact ? 'xs' : 'sm'}
      error={!!error}
    />
  );
  return (
    <div>
      <Group gap="xs" wrap="nowrap" align="flex-start">
        {field('x')}
        {field('y')}
      </Group>
      {/* The compact shell keeps the hint as the fields' tooltip, so position and directions share a row. */}
      {(error || !compact) && (
        <Text size="xs" c={error ? 'red' : 'dimmed'} mt={4} maw={compact ? 190 : undefined} data-testid="hunt-position-help">
          {error ?? t('treasure-hunt.pasteHint')}
        </Text>
      )}
    </div>
  );
}
