import { useEffect, useState } from 'react';
import { useTranslation } from '../../i18n/use-translation';
import { useNavigate, useSearchParams } from 'react-router';
import { LazyNumberInput } from '../../ui/number/LazyNumberInput';
import { PLAYER_LEVEL_RANGE, readPlayerLevel } from './step-rewards';

/** The player level input, kept in the URL (`?level=`) so links reproduce the numbers. */
export function PlayerLevelInput({ hint }: { hint?: string }) {
  const { t } = useTranslation();
  const [search] = useSearchParams();
  const navigate = useNavigate();
  const level = readPlayerLevel(search);
  const [draft, setDraft] = useState<string | number>(level ?? '');
  useEffect(() => setDraft(level ?? ''), [level]);
  const change = (value: string | number) => {
    setDraft(value);
    const next = new URLSearchParams(search);
    if (value === '' || !Number.isFinite(Number(value))) next.delete('level');
    else
      next.set(
        'level',
        String(Math.min(PLAYER_LEVEL_RANGE[1], Math.max(PLAYER_LEVEL_RANGE[0], Math.round(Number(value))))),
      );
    const text = next.toString();
    navigate(text ? `?${text}` : '.', { replace: true, preventScrollReset: true });
  };
  return (
    <LazyNumberInput
      label={t('quests.detail.playerLevel')}
      description={hint ?? t('quests.detail.playerLevelHint')}
      min={PLAYER_LEVEL_RANGE[0]}
      max={PLAYER_LEVEL_RANGE[1]}
      clampBehavior="strict"
      allowDecimal={false}
      allowNegative={false}
      value={draft}
      onChange={change}
      w={{ base: '100%', xs: 260 }}
      data-testid="player-level"
    />
  );
}
