import { ActionIcon } from '@mantine/core';
import { LazyTooltip } from '../../ui/tooltip/LazyTooltip';
import { IconArrowDown, IconArrowLeft, IconArrowRight, IconArrowUp } from '@tabler/icons-react';
import type { HuntDirection } from '@grimoire/rules';
import { forwardRef } from 'react';
import { useTranslation } from '../../i18n/use-translation';

const ICONS = { 6: IconArrowUp, 0: IconArrowRight, 2: IconArrowDown, 4: IconArrowLeft } as const;
/** Where each button sits in the 3×3 cross. */
const AREA = { 6: '1 / 2', 4: '2 / 1', 0: '2 / 3', 2: '3 / 2' } as const;
export const KEY_DIRECTIONS: Record<string, HuntDirection> = { ArrowUp: 6, ArrowRight: 0, ArrowDown: 2, ArrowLeft: 4 };

interface DirectionPadProps {
  value: HuntDirection | null;
  onChange: (direction: HuntDirection) => void;
  /** Directions with no clue within 10 maps (greyed out, still usable for a Phorreur). */
  empty: ReadonlySet<HuntDirection>;
}

/** The four directions as a cross of buttons; arrow keys pick them while the pad has focus. */
export const DirectionPad = forwardRef<HTMLDivElement, DirectionPadProps>(function DirectionPad({ value, onChange, empty }, ref) {
  const { t } = useTranslation();
  // 44 px: the smallest target a thumb hits surely (the compact window keeps it too, it is used on phones).
  const size = 44;
  return (
    <div
      ref={ref}
      role="radiogroup"
      aria-label={t('treasure-hunt.direction')}
      tabIndex={0}
      data-testid="hunt-directions"
      className="hunt-direction-pad"
      onKeyDown={(event) => {
        const direction = KEY_DIRECTIONS[event.key];
        if (direction === undefined) return;
        event.preventDefault();
        event.stopPropagation();
        onChange(direction);
      }}
      style={{ display: 'grid', gridTemplateColumns: `repeat(3, ${size}px)`, gridTemplateRows: `repeat(3, ${size}px)`, gap: 4, borderRadius: 8, width: 'max-content' }}
    >
      {([6, 4, 0, 2] as const).map((direction) => {
        const Icon = ICONS[direction];
        const isEmpty = empty.has(direction);
        const label = t(`treasure-hunt.directions.${direction}`);
        return (
          <LazyTooltip key={direction} label={isEmpty ? t('treasure-hunt.noClueThatWay') : label} openDelay={400}>
            <ActionIcon
              role="radio"
              aria-checked={value === direction}
              aria-label={label}
              tabIndex={-1}
              size={size}
              radius="md"
              variant={value === direction ? 'filled' : isEmpty ? 'subtle' : 'light'}
              color={isEmpty && value !== direction ? 'gray' : undefined}
              style={{ gridArea: AREA[direction], opacity: isEmpty && value !== direction ? 0.45 : 1 }}
              data-empty={isEmpty || undefined}
              data-testid={`hunt-direction-${direction}`}
              onClick={() => onChange(direction)}
            >
              <Icon size={22} aria-hidden />
            </ActionIcon>
          </LazyTooltip>
        );
      })}
    </div>
  );
});
