import '@mantine/core/styles/Slider.layer.css';
import { Box, type RangeSliderProps, type RangeSliderValue } from '@mantine/core';
import { useState, type CSSProperties, type KeyboardEvent } from 'react';
import classes from 'mantine-classes:Slider';
import { useIdleComponent } from '../use-idle-flag';

/**
 * Mantine's RangeSlider without its weight in the first load (~3.5 KiB gzip on ten lists). The
 * server and the first render draw a look-alike with Mantine's own classes (the same track, bar,
 * thumbs and marks, the same `slider` roles and labels) whose thumbs already answer the arrows;
 * the real slider takes its place once the browser is idle (or at the first touch), never while a
 * thumb of the look-alike has the focus.
 */
const loadRangeSlider = () => import('./range-slider-module').then((module) => module.RangeSlider);

type LazyRangeSliderProps = RangeSliderProps & { 'data-testid'?: string };

export function LazyRangeSlider(props: LazyRangeSliderProps) {
  const [touched, setTouched] = useState(false);
  const RangeSlider = useIdleComponent(loadRangeSlider, touched);
  const [focused, setFocused] = useState(false);
  if (RangeSlider && !focused) return <RangeSlider {...props} />;
  return <LookAlike props={props} onFocusChange={setFocused} onTouch={() => setTouched(true)} />;
}

/** Where a value sits on the track, in percent (Mantine's `getPosition`). */
const position = (value: number, min: number, max: number) => Math.min(Math.max(((value - min) / (max - min)) * 100, 0), 100);

function LookAlike({ props, onFocusChange, onTouch }: { props: LazyRangeSliderProps; onFocusChange: (focused: boolean) => void; onTouch: () => void }) {
  const { min = 0, max = 100, step = 1, minRange = 10, marks = [], onChange, onChangeEnd } = props;
  const [ownValue, setOwnValue] = useState<RangeSliderValue>(props.defaultValue ?? [min, max]);
  const value = props.value ?? ownValue;
  const [from, to] = [position(value[0], min, max), position(value[1], min, max)];

  /** Arrows move the thumb by a step, as on the real slider (which has no Home or End). */
  const onKeyDown = (thumb: 0 | 1) => (event: KeyboardEvent) => {
    const current = value[thumb];
    const moved: Record<string, number> = { ArrowRight: current + step, ArrowUp: current + step, ArrowLeft: current - step, ArrowDown: current - step };
    if (!(event.key in moved)) return;
    event.preventDefault();
    const next: RangeSliderValue =
      thumb === 0 ? [Math.min(Math.max(moved[event.key]!, min), value[1] - minRange), value[1]] : [value[0], Math.max(Math.min(moved[event.key]!, max), value[0] + minRange)];
    if (next[0] === value[0] && next[1] === value[1]) return;
    setOwnValue(next);
    onChange?.(next);
    onChangeEnd?.(next);
  };
  const thumb = (index: 0 | 1, label: string | undefined) => (
    <div
      className={`mantine-focus-auto ${classes.thumb}`}
      style={{ '--slider-thumb-offset': `${index === 0 ? from : to}%` } as CSSProperties}
      tabIndex={0}
      role="slider"
      aria-label={label}
      aria-valuemin={min}
      aria-valuemax={max}
      aria-valuenow={value[index]}
      onKeyDown={onKeyDown(index)}
      onFocus={() => onFocusChange(true)}
      onBlur={() => onFocusChange(false)}
    />
  );
  return (
    <Box
      className={classes.root}
      style={{ '--slider-size': 'var(--slider-size-md)', '--slider-thumb-size': 'calc(var(--slider-size) * 2)' } as CSSProperties}
      data-size="md"
      mb={props.mb}
      data-testid={props['data-testid']}
      data-look-alike=""
      onPointerDown={onTouch}
    >
      <div className={classes.trackContainer}>
        <div className={classes.track}>
          <div
            className={classes.bar}
            style={{ '--slider-bar-width': `calc(${to - from}% + 2 * var(--slider-size))`, '--slider-bar-offset': `calc(${from}% - var(--slider-size))` } as CSSProperties}
          />
          {thumb(0, props.thumbFromLabel)}
          {thumb(1, props.thumbToLabel)}
          <div>
            {marks.map((mark) => (
              <div key={mark.value} className={classes.markWrapper} style={{ '--mark-offset': `${position(mark.value, min, max)}%` } as CSSProperties}>
                <div className={classes.mark} data-filled={mark.value >= value[0] && mark.value <= value[1] ? 'true' : undefined} />
                {mark.label && <div className={classes.markLabel}>{mark.label}</div>}
              </div>
            ))}
          </div>
        </div>
      </div>
    </Box>
  );
}
