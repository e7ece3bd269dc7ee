import { Alert, Anchor, Button, Group, Loader, Paper, Stack, Switch, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconCopy, IconPictureInPicture } from '@tabler/icons-react';
import { useQuery } from '../../api/queries/queries';
import { travelCommand, type HuntDirection, type Position } from '@grimoire/rules';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from '../../i18n/use-translation';
import { useApi } from '../../api/use-api';
import type { Language } from '../../i18n/languages';
import { CluePicker, PHORREUR } from './CluePicker';
import { copyText } from './copy';
import { DirectionPad, KEY_DIRECTIONS } from './DirectionPad';
import { HintForm } from './HintForm';
import { HuntHistory } from './HuntHistory';
import { readAutoCopy, readHistory, searchFromState, startOf, stateFromSearch, writeAutoCopy, writeHistory, type HuntState, type HuntStep } from './hunt-state';
import { isOutside, loadAhead, type Ahead, type HuntClue } from './loader';
import { aheadOffline, isNetworkFailure } from './offline';
import { useOfflineClues, useOnline } from './use-offline';
import { OfflineNotice } from './OfflineNotice';
import { PositionInput } from './PositionInput';
import { errorCode } from '../../api/errors';

export interface TreasureHuntToolProps {
  lang: Language;
  clues: HuntClue[];
  /** The state the address held when the page was rendered, and the answers for its position. */
  initialState: HuntState;
  initialAhead: Ahead | undefined;
  /** The `/pip` shell: smaller controls, no pop-out link. */
  compact?: boolean;
}

const isTextField = (target: EventTarget | null) =>
  target instanceof HTMLElement && (target.isContentEditable || ['INPUT', 'TEXTAREA', 'SELECT'].includes(target.tagName));

/** The treasure hunt helper (page and `/pip` shell): position → direction → clue → travel, chained. */
export function TreasureHuntTool({ lang, clues, initialState, initialAhead, compact }: TreasureHuntToolProps) {
  const { t } = useTranslation();
  const api = useApi();
  const [state, setState] = useState<HuntState>(initialState);
  const [history, setHistory] = useState<HuntStep[]>([]);
  const [autoCopy, setAutoCopy] = useState(false);
  const [hintForm, setHintForm] = useState<'present' | 'absent' | null>(null);
  const padRef = useRef<HTMLDivElement>(null);
  const clueRef = useRef<HTMLInputElement>(null);
  const travelRef = useRef<HTMLButtonElement>(null);
  const start = startOf(state);

  useEffect(() => {
    setHistory(readHistory(window.localStorage));
    setAutoCopy(readAutoCopy(window.localStorage));
  }, []);
  // The address follows the state without a router navigation (nothing to reload: answers come from the API).
  // Offline, the page is the service worker's copy rendered for no position: the address's own position counts.
  const firstState = useRef(true);
  useEffect(() => {
    if (firstState.current) {
      firstState.current = false;
      const fromAddress = stateFromSearch(new URLSearchParams(window.location.search));
      if (searchFromState(fromAddress) !== searchFromState(state)) {
        setState(fromAddress);
        return;
      }
    }
    const url = `${window.location.pathname}${searchFromState(state)}`;
    if (url !== window.location.pathname + window.location.search) window.history.replaceState(window.history.state, '', url);
  }, [state]);

  const initialKey = initialState.x !== null && initialState.y !== null ? `${initialState.x},${initialState.y}` : '';
  const browserOnline = useOnline();
  const offlineClues = useOfflineClues();
  // The browser may say "online" on a network that answers nothing: a step answered from the kept data says otherwise.
  const [viaKeptData, setViaKeptData] = useState(false);
  const online = browserOnline && !viaKeptData;
  const aheadQuery = useQuery({
    queryKey: ['treasure-hunt', start?.x, start?.y, browserOnline ? 'api' : (offlineClues?.version ?? 'none')],
    // The API while there is a network; the kept clue data (same rules, same answers) when there is none.
    queryFn: async () => {
      if (!navigator.onLine && offlineClues) return aheadOffline(offlineClues, start!);
      try {
        const answer = await loadAhead(api, start!);
        setViaKeptData(false);
        return answer;
      } catch (error) {
        if (!offlineClues || !isNetworkFailure(error)) throw error;
        setViaKeptData(true);
        return aheadOffline(offlineClues, start!);
      }
    },
    // Not paused offline (TanStack's default): the kept clue data answers then; the API is asked again
    // every 15 s meanwhile, so that the page says when the network is back.
    networkMode: 'always',
    refetchInterval: viaKeptData ? 15_000 : false,
    retry: (count, error) => !isNetworkFailure(error) && count < 2,
    enabled: start !== null,
    initialData: start && `${start.x},${start.y}` === initialKey ? initialAhead : undefined,
    staleTime: 60_000,
  });
  // A step asked with no network before the kept clue data was read: asked again once it is.
  const { isError: aheadFailed, error: aheadError, refetch: refetchAhead } = aheadQuery;
  useEffect(() => {
    if (offlineClues && aheadFailed && isNetworkFailure(aheadError)) void refetchAhead();
  }, [offlineClues, aheadFailed, aheadError, refetchAhead]);
  const answer = start ? aheadQuery.data : undefined;
  const outside = isOutside(answer) ? answer.outside : undefined;
  const ahead = isOutside(answer) ? null : answer;
  const empty = useMemo(
    () => new Set(ahead ? (Object.entries(ahead) as unknown as [HuntDirection, unknown[]][]).filter(([, maps]) => maps.length === 0).map(([d]) => Number(d) as HuntDirection) : []),
    [ahead],
  );
  const distances = useMemo(() => {
    const byClue = new Map<number, number>();
    if (ahead && state.direction !== null) for (const map of ahead[state.direction]) for (const id of map.clueIds) if (!byClue.has(id)) byClue.set(id, map.distance);
    return byClue;
  }, [ahead, state.direction]);
  const names = useMemo(() => new Map(clues.map((c) => [c.id, c.name])), [clues]);
  const clueName = useCallback((clue: number | 'phorreur') => (clue === PHORREUR ? t('treasure-hunt.phorreur') : (names.get(clue) ?? `#${clue}`)), [names, t]);

  const target = useMemo(() => {
    if (!ahead || state.direction === null || typeof state.clue !== 'number') return null;
    const clue = state.clue;
    return ahead[state.direction].find((map) => map.clueIds.includes(clue)) ?? null;
  }, [ahead, state.direction, state.clue]);
  const command = target ? travelCommand({ x: target.posX, y: target.posY }) : null;

  const update = (change: Partial<HuntState>) => setState((previous) => ({ ...previous, ...change }));
  const pickDirection = useCallback((direction: HuntDirection) => {
    setState((previous) => ({ ...previous, direction }));
    setHintForm(null);
    setTimeout(() => clueRef.current?.focus(), 0);
  }, []);
  // Arrow keys pick a direction anywhere outside a text field (the pad handles its own).
  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      const direction = KEY_DIRECTIONS[event.key];
      if (direction === undefined || isTextField(event.target) || event.altKey || event.ctrlKey || event.metaKey) return;
      event.preventDefault();
      pickDirection(direction);
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [pickDirection]);

  const copy = useCallback(
    async (text: string) => {
      const ok = await copyText(text);
      notifications.show({ message: t(ok ? 'treasure-hunt.copied' : 'treasure-hunt.copyFailed', { command: text }), color: ok ? 'teal' : 'red', autoClose: 1500 });
    },
    [t],
  );
  // Auto-copy: a new target's command goes to the clipboard by itself.
  const copiedFor = useRef<string | null>(null);
  useEffect(() => {
    if (!command || !autoCopy || copiedFor.current === command) return;
    copiedFor.current = command;
    void copy(command);
  }, [command, autoCopy, copy]);

  const saveHistory = (steps: HuntStep[]) => {
    setHistory(steps);
    writeHistory(window.localStorage, steps);
  };
  /** Travel: copy the command, log the step, and start the next step from the clue's map. */
  const travel = () => {
    if (!target || !start || state.direction === null || state.clue === null || !command) return;
    if (copiedFor.current !== command || !autoCopy) void copy(command);
    copiedFor.current = null;
    saveHistory([...history, { from: start, direction: state.direction, clue: state.clue, to: { x: target.posX, y: target.posY }, distance: target.distance }]);
    setState({ x: target.posX, y: target.posY, direction: null, clue: null });
    setHintForm(null);
    setTimeout(() => padRef.current?.focus(), 0);
  };
  /** Clears the current step and puts the cursor in X, for the position the player reads next. */
  const askPosition = () => {
    setState({ x: null, y: null, direction: null, clue: null });
    setHintForm(null);
    setTimeout(() => document.querySelector<HTMLInputElement>('[data-testid="hunt-x"]')?.focus(), 0);
  };
  const phorreurSeen = () => {
    if (!start || state.direction === null) return;
    saveHistory([...history, { from: start, direction: state.direction, clue: PHORREUR, to: null, distance: null }]);
    askPosition();
  };
  const newHunt = () => {
    saveHistory([]);
    askPosition();
  };
  const undo = () => {
    const last = history.at(-1);
    if (!last) return;
    saveHistory(history.slice(0, -1));
    setState({ x: last.from.x, y: last.from.y, direction: last.direction, clue: last.clue });
  };
  const pickClue = (clue: number | 'phorreur' | null) => {
    update({ clue });
    setHintForm(null);
    if (clue !== null) setTimeout(() => travelRef.current?.focus(), 0);
  };

  const error = aheadQuery.error ? { code: errorCode(aheadQuery.error) } : null;
  const gap = compact ? 'xs' : 'md';
  return (
    <Stack gap={gap} data-testid="treasure-hunt">
      <Group align="flex-start" gap={gap} wrap="wrap">
        <Stack gap={4}>
          <Text size="sm" fw={500}>{t('treasure-hunt.position')}</Text>
          <PositionInput
            x={state.x}
            y={state.y}
            compact={compact}
            error={
              start && outside !== undefined
                ? outside
                  ? t('treasure-hunt.outsideWorldBounds', { x: start.x, y: start.y, ...outside })
                  : t('treasure-hunt.outsideWorld', { x: start.x, y: start.y })
                : undefined
            }
            onChange={(position) => update(position)}
            onComplete={() => setTimeout(() => padRef.current?.focus(), 0)}
          />
        </Stack>
        <Stack gap={4}>
          <Text size="sm" fw={500}>{t('treasure-hunt.direction')}</Text>
          <DirectionPad ref={padRef} value={state.direction} onChange={pickDirection} empty={empty} />
        </Stack>
      </Group>
      <CluePicker ref={clueRef} clues={clues} ahead={distances} value={state.clue} onChange={pickClue} compact={compact} />
      <OfflineNotice online={online} clues={offlineClues} lang={lang} compact={compact} />
      <Paper withBorder p={compact ? 'xs' : 'md'} aria-live="polite" data-testid="hunt-result">
        {error ? (
          <Alert color="red">{t(error.code === 503 ? 'treasure-hunt.errors.bot' : !online ? 'treasure-hunt.offline.noData' : 'treasure-hunt.errors.load')}</Alert>
        ) : !start || outside !== undefined ? (
          <Text c="dimmed" size="sm">{t('treasure-hunt.pickPosition')}</Text>
        ) : aheadQuery.isFetching && !ahead ? (
          <Group gap="xs"><Loader size="xs" /><Text size="sm">{t('treasure-hunt.loading')}</Text></Group>
        ) : state.direction === null ? (
          <Text c="dimmed" size="sm">{t('treasure-hunt.pickDirection')}</Text>
        ) : state.clue === PHORREUR ? (
          <Stack gap="xs">
            <Text fw={600} data-testid="hunt-phorreur">{t('treasure-hunt.phorreurStep', { direction: t(`treasure-hunt.directionsTo.${state.direction}`) })}</Text>
            <Button size="xs" variant="light" onClick={phorreurSeen} w="max-content">{t('treasure-hunt.phorreurFound')}</Button>
          </Stack>
        ) : state.clue === null ? (
          <Text c="dimmed" size="sm">{t('treasure-hunt.pickClue')}</Text>
        ) : target && command ? (
          <Group justify="space-between" wrap="wrap" gap="xs">
            <div>
              <Text fw={700} size={compact ? 'md' : 'lg'} data-testid="hunt-target">{t('treasure-hunt.target', { x: target.posX, y: target.posY })}</Text>
              <Text size="sm" c="dimmed">{t('treasure-hunt.distance', { count: target.distance, direction: t(`treasure-hunt.directionsTo.${state.direction}`) })}</Text>
            </div>
            <Button ref={travelRef} leftSection={<IconCopy size={16} aria-hidden />} onClick={travel} title={t('treasure-hunt.travelTitle', { command })} data-testid="hunt-travel">
              {t('treasure-hunt.travel')}
            </Button>
          </Group>
        ) : (
          <Text c="orange" fw={600} data-testid="hunt-no-clue">{t('treasure-hunt.noClue')}</Text>
        )}
      </Paper>
      {start && state.direction !== null && typeof state.clue === 'number' && ahead && !hintForm && (
        <Group gap="xs">
          {!target && <Anchor component="button" size="sm" onClick={() => setHintForm('present')} data-testid="hint-missing">{t('treasure-hunt.hints.missing')}</Anchor>}
          {target && <Anchor component="button" size="sm" onClick={() => setHintForm('absent')} data-testid="hint-wrong">{t('treasure-hunt.hints.wrong')}</Anchor>}
        </Group>
      )}
      {hintForm && typeof state.clue === 'number' && start && (
        <HintForm
          kind={hintForm}
          clue={{ id: state.clue, name: clueName(state.clue) }}
          position={hintForm === 'absent' && target ? { x: target.posX, y: target.posY } : (start satisfies Position)}
          lang={lang}
          compact={compact}
          onClose={() => setHintForm(null)}
        />
      )}
      <Group justify="space-between" gap="xs">
        <Switch size="xs" label={t('treasure-hunt.autoCopy')} checked={autoCopy} onChange={(event) => { const on = event.currentTarget.checked; setAutoCopy(on); writeAutoCopy(window.localStorage, on); }} data-testid="hunt-auto-copy" />
        {!compact && (
          <Button size="compact-sm" variant="subtle" leftSection={<IconPictureInPicture size={14} aria-hidden />} onClick={() => window.open(`/pip/${lang}/tools/treasure-hunt${searchFromState(state)}`, 'grimoire-treasure-hunt', 'popup,width=360,height=520')}>
            {t('treasure-hunt.pip')}
          </Button>
        )}
      </Group>
      <HuntHistory steps={history} clueName={clueName} onUndo={undo} onClear={newHunt} compact={compact} />
    </Stack>
  );
}
