import { Alert, Group, Stack, Text, Title } from '@mantine/core';
import { Grid } from '../../ui/grid/Grid';
import { wornItemIds } from '@grimoire/rules';
import type { SlotKey, Stuff } from '@grimoire/rules';
import { useEffect, useState } from 'react';
import { useTranslation } from '../../i18n/use-translation';
import { useApi } from '../../api/use-api';
import type { Language } from '../../i18n/languages';
import { useRootData } from '../../root';
import { useConfigFlags } from '../settings';
import { canEdit, claimEditLink, migrateLegacySecrets, useWornData } from './api';
import { useCharacterDefaults } from './character-defaults';
import { CharacterLook } from './CharacterLook';
import { CharacteristicsPanel } from './CharacteristicsPanel';
import { useStuffComputation } from './computation';
import { EditorActions } from './EditorActions';
import { suggestedElements } from './stuff-labels';
import { ExoEditor } from './ExoEditor';
import type { StuffReference, WornData } from './loaders';
import { ProblemList } from './ProblemList';
import { SlotGrid } from './SlotGrid';
import { SpellPins } from './SpellPins';
import { StatsPanel } from './StatsPanel';
import { useStuffEditor } from './stuff-store';
import type { StuffDoc } from './types';
import { IdleLoaded } from '../../ui/IdleLoaded';
import { useHydratedMark } from '../../ui/use-hydrated-mark';
import { loadDamagePreview, loadEditLink } from './after-hydration';

// The item picker and the forgemagie dialog are fetched once the browser is idle, or on the first press.
const loadItemPicker = () => import('./ItemPicker').then((module) => module.ItemPicker);
const loadForgemagieModal = () => import('./ForgemagieModal').then((module) => module.ForgemagieModal);

export interface StuffEditorProps {
  lang: Language;
  reference: StuffReference;
  /** Local-storage key of the unsaved stuff: `new`, `edit:<id>` or `copy:<id>`. */
  draftKey: string;
  initial: Stuff;
  initialWorn?: WornData;
  /** The saved stuff being edited (editor route) or copied (copy route). */
  source: StuffDoc | null;
  mode: 'create' | 'edit' | 'copy';
}

/** The stuff creator/editor: slots, characteristics, exo lines, forgemagie, totals and problems. */
export function StuffEditor({
  lang,
  reference,
  draftKey,
  initial,
  initialWorn,
  source,
  mode,
}: StuffEditorProps) {
  const { t } = useTranslation();
  const api = useApi();
  const root = useRootData();
  const { calcul_damage: showDamage } = useConfigFlags();
  const { state, dispatch, forgetDraft } = useStuffEditor(draftKey, initial);
  const { stuff, refusal } = state;
  const worn = useWornData(api, wornItemIds(stuff), initialWorn);
  const computation = useStuffComputation(stuff, worn.data, reference, lang);
  const [pickerSlot, setPickerSlot] = useState<SlotKey | null>(null);
  const [forgeItemId, setForgeItemId] = useState<number | null>(null);
  // Ownership needs the browser (a guest's edit secret lives in local storage): decided after hydration.
  const [isEditable, setEditable] = useState(false);
  const userId = root?.user?._id;
  useEffect(() => {
    // An edit link (`#secret=…`) hands this browser the guest's secret before ownership is decided.
    if (mode === 'edit' && source) claimEditLink(source.id);
    setEditable(mode === 'edit' && !!source && canEdit(source, userId));
    if (mode === 'edit' && source)
      void migrateLegacySecrets().then((moved) => moved && setEditable(canEdit(source, userId)));
  }, [mode, source, userId]);
  // `data-ready` once hydrated (the draft's restoring queued): browser tests wait for it before clicking.
  const readyMark = useHydratedMark<HTMLDivElement>();
  useCharacterDefaults(mode, initial, dispatch);

  const saved = isEditable ? source : null;
  const forgeItem = forgeItemId === null ? undefined : computation.items.get(forgeItemId);
  const heading =
    mode === 'create'
      ? t('stuff.editor.createHeading')
      : mode === 'copy'
        ? t('stuff.editor.copyHeading', { title: source?.title ?? '' })
        : t('stuff.editor.editHeading', { title: source?.title ?? '' });

  return (
    <Stack gap="md" data-testid="stuff-editor" ref={readyMark}>
      <Group justify="space-between" align="flex-end" wrap="wrap">
        <Title order={1}>{heading}</Title>
        <EditorActions
          stuff={stuff}
          lang={lang}
          saved={saved}
          defaults={{
            title: source?.title ?? '',
            sharing: source?.sharing ?? 'public',
            labels: source
              ? { tags: source.tags ?? [], elements: source.elements ?? [] }
              : { tags: [], elements: suggestedElements(computation.stats.totals) },
          }}
          isSignedIn={!!root?.user}
          compareWith={source?.id}
          onClear={() => dispatch({ type: 'clear' })}
          onDone={forgetDraft}
        />
      </Group>
      <IdleLoaded load={loadEditLink} now={!!saved && saved.author === null} props={saved && saved.author === null ? { lang, doc: saved } : null} />
      {mode === 'edit' && source && !isEditable && (
        <Alert color="blue" variant="light" data-testid="stuff-not-owner">
          {t('stuff.editor.notOwner')}
        </Alert>
      )}
      {refusal && (
        <Alert
          color="red"
          withCloseButton
          onClose={() => dispatch({ type: 'dismissRefusal' })}
          data-testid="equip-refusal"
          role="alert"
        >
          {t('errors.itemCannotBeEquipped')}
          <Text size="xs">{t(`stuff.refusal.${refusal.reason}`)}</Text>
        </Alert>
      )}
      <Grid gutter="md">
        <Grid.Col span={{ base: 12, md: 7 }}>
          <Stack gap="md">
            <SlotGrid
              stuff={stuff}
              items={computation.items}
              lang={lang}
              onPick={setPickerSlot}
              onRemove={(slot) => dispatch({ type: 'unequip', slot })}
              onForge={setForgeItemId}
            />
            <ProblemList computation={computation} lang={lang} />
            <CharacteristicsPanel
              stuff={stuff}
              totals={computation.stats.totals}
              costs={computation.costs}
              reference={reference}
              lang={lang}
              dispatch={dispatch}
            />
            <ExoEditor
              exo={stuff.exo}
              characteristics={reference.characteristics}
              lang={lang}
              onAdd={() => dispatch({ type: 'addExo' })}
              onChange={(index, change) => dispatch({ type: 'setExo', index, change })}
              onRemove={(index) => dispatch({ type: 'removeExo', index })}
            />
          </Stack>
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 5 }}>
          <Stack gap="md">
            <CharacterLook
              breedId={stuff.breedId}
              sexe={stuff.sexe}
              name={computation.breedName(stuff.breedId)}
            />
            <StatsPanel computation={computation} lang={lang} />
            <SpellPins
              breedId={stuff.breedId}
              order={computation.breed?.breedSpellsId ?? []}
              pinned={stuff.pinnedSpells}
              lang={lang}
              onToggle={(spellId) => dispatch({ type: 'togglePin', spellId })}
            />
            <IdleLoaded load={loadDamagePreview} now={showDamage} props={showDamage ? { computation, stuff, lang } : null} />
          </Stack>
        </Grid.Col>
      </Grid>
      <IdleLoaded
        load={loadItemPicker}
        now={pickerSlot !== null}
        props={{
          slot: pickerSlot,
          lang,
          characteristics: reference.characteristics,
          onClose: () => setPickerSlot(null),
          onPick: (item, slot) => {
            const index = slot.startsWith('ring') || slot.startsWith('dofus') ? Number(slot.replace(/\D/g, '')) : undefined;
            dispatch({ type: 'equip', item, index });
            setPickerSlot(null);
          },
        }}
      />
      <IdleLoaded
        load={loadForgemagieModal}
        now={forgeItemId !== null}
        instanceKey={forgeItem?.id}
        props={
          forgeItem
            ? {
                item: forgeItem,
                current: stuff.forgemagie[forgeItem.id],
                characteristics: reference.characteristics,
                characteristicName: computation.characteristicName,
                lang,
                onClose: () => setForgeItemId(null),
                onSave: (forgemagie) => {
                  dispatch({ type: 'forgemagie', itemId: forgeItem.id, forgemagie });
                  setForgeItemId(null);
                },
              }
            : null
        }
      />
    </Stack>
  );
}
