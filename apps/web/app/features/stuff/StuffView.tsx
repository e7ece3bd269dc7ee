import { formatDay } from '../../lib/dates';
import '@mantine/core/styles/List.layer.css';
import { Alert, Anchor, Badge, Button, Group, List, Paper, Stack, Text, Title } from '@mantine/core';
import { ReportContentButton } from '../reporting';
import { Grid } from '../../ui/grid/Grid';
import { IconArrowsDiff, IconEdit, IconFiles } from '@tabler/icons-react';
import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from '../../i18n/use-translation';
import { Link } from 'react-router';
import { localePath } from '../../i18n/languages';
import type { Language } from '../../i18n/languages';
import { useRootData } from '../../root';
import { useConfigFlags } from '../settings';
import { canEdit, claimEditLink, migrateLegacySecrets } from './api';
import { IdleLoaded } from '../../ui/IdleLoaded';
import { useHydratedMark } from '../../ui/use-hydrated-mark';
import { loadDamagePreview, loadDeleteStuffButton, loadEditLink } from './after-hydration';
import { CharacterLook } from './CharacterLook';
import { CharacteristicsPanel } from './CharacteristicsPanel';
import { useStuffComputation } from './computation';
import type { StuffReference, WornData } from './loaders';
import { ProblemList } from './ProblemList';
import { SlotGrid } from './SlotGrid';
import { PinnedSpellList } from './SpellPins';
import { StatsPanel } from './StatsPanel';
import { fromDoc, type StuffDoc } from './types';
import { ShareLinkField } from '../../ui/ShareLinkField';
import { CraftBuildButton } from './CraftBuildButton';
import { LikeButton } from './LikeButton';
import { StuffLabelsBadges } from './StuffLabelsBadges';
import { wornItemIds } from '@grimoire/rules';

interface StuffViewProps {
  lang: Language;
  doc: StuffDoc;
  reference: StuffReference;
  worn: WornData;
}

function ShareLink({ lang, id }: { lang: Language; id: string }) {
  const { t } = useTranslation();
  return (
    <ShareLinkField
      path={localePath(lang, `/tools/stuff/${id}`)}
      label={t('stuff.view.shareLink')}
      copyLabel={t('stuff.view.copyLink')}
      copiedLabel={t('stuff.view.copied')}
      testId="share-link"
    />
  );
}

/** A saved stuff, read-only, with its share link and the copy / edit / delete actions. */
export function StuffView({ lang, doc, reference, worn }: StuffViewProps) {
  const { t } = useTranslation();
  const root = useRootData();
  const { calcul_damage: showDamage } = useConfigFlags();
  const stuff = useMemo(() => fromDoc(doc), [doc]);
  const computation = useStuffComputation(stuff, worn, reference, lang);
  const [isEditable, setEditable] = useState(false);
  const userId = root?.user?._id;
  useEffect(() => {
    claimEditLink(doc.id);
    setEditable(canEdit(doc, userId));
    void migrateLegacySecrets().then((moved) => moved && setEditable(canEdit(doc, userId)));
  }, [doc, userId]);
  // `data-ready` once hydrated: browser tests wait for it before clicking.
  const readyMark = useHydratedMark<HTMLDivElement>();
  const isMine = userId !== undefined && doc.author === String(userId);
  const author =
    doc.author === null ? t('stuff.view.anonymous') : isMine ? t('stuff.view.you') : (doc.authorName ?? t('stuff.view.member'));
  const exoLines = stuff.exo.filter((line) => line.stat !== null);

  return (
    <Stack gap="md" data-testid="stuff-view" ref={readyMark}>
      <Group justify="space-between" align="flex-end" wrap="wrap">
        <Stack gap={4}>
          <Title order={1} data-testid="stuff-title">
            {doc.title}
          </Title>
          <Group gap="xs">
            <Badge variant="light" data-testid="stuff-sharing">
              {t(`stuff.sharing.${doc.sharing}`)}
            </Badge>
            <Text size="sm" c="dimmed">
              {t('stuff.view.summary', {
                breed: computation.breedName(doc.breed),
                level: doc.level,
                author,
                date: formatDay(doc.updatedAt, lang),
              })}
            </Text>
            {doc.authorName && (
              <Anchor component={Link} size="sm" to={localePath(lang, `/profile/${encodeURIComponent(doc.authorName)}`)} data-testid="stuff-author-profile">
                {t('stuff.view.authorBuilds', { name: doc.authorName })}
              </Anchor>
            )}
          </Group>
          <StuffLabelsBadges tags={doc.tags} elements={doc.elements} />
        </Stack>
        <Group gap="xs">
          {isEditable && (
            <Button
              component={Link}
              to={localePath(lang, `/tools/stuff/editor/${doc.id}`)}
              leftSection={<IconEdit size={16} />}
              data-testid="stuff-edit"
            >
              {t('common.edit')}
            </Button>
          )}
          <Button
            component={Link}
            to={localePath(lang, `/tools/stuff/copy/${doc.id}`)}
            variant="light"
            leftSection={<IconFiles size={16} />}
            data-testid="stuff-copy"
          >
            {t('stuff.view.copy')}
          </Button>
          {doc.sharing === 'public' && !doc.moderationHidden && <LikeButton doc={doc} lang={lang} isSignedIn={!!root?.user} />}
          <Button component={Link} to={localePath(lang, `/tools/stuffs/compare?ids=${doc.id}`)} variant="default" leftSection={<IconArrowsDiff size={16} />} data-testid="stuff-compare">
            {t('stuff.compare.action')}
          </Button>
          <CraftBuildButton lang={lang} wornIds={wornItemIds(stuff)} />
          {root?.user && !isMine && !doc.moderationHidden && <ReportContentButton kind="stuff" record={doc.id} />}
          <IdleLoaded load={loadDeleteStuffButton} now={isEditable} props={isEditable ? { doc, lang, isSignedIn: !!root?.user } : null} />
        </Group>
      </Group>
      {doc.moderationHidden && (
        <Alert color="orange" title={t('reporting.hiddenStuff.title')} data-testid="stuff-moderation-hidden">
          {doc.moderationReason ? t('reporting.hiddenStuff.text', { reason: doc.moderationReason }) : t('reporting.hiddenStuff.textNoReason')}
        </Alert>
      )}
      <ShareLink lang={lang} id={doc.id} />
      <IdleLoaded load={loadEditLink} now={isEditable && doc.author === null} props={isEditable && doc.author === null ? { lang, doc } : null} />
      <Grid gutter="md">
        <Grid.Col span={{ base: 12, md: 7 }}>
          <Stack gap="md">
            <SlotGrid stuff={stuff} items={computation.items} lang={lang} />
            <ProblemList computation={computation} lang={lang} />
            <CharacteristicsPanel
              stuff={stuff}
              totals={computation.stats.totals}
              costs={computation.costs}
              reference={reference}
              lang={lang}
            />
            {exoLines.length > 0 && (
              <Paper withBorder p="sm" radius="md">
                <Title order={2} size="h4" mb="xs">
                  {t('stuff.exo.title')}
                </Title>
                <List size="sm">
                  {exoLines.map((line, index) => (
                    <List.Item key={index}>
                      {line.value > 0 ? '+' : ''}
                      {line.value} {computation.characteristicName(line.stat!)}
                    </List.Item>
                  ))}
                </List>
              </Paper>
            )}
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
            <PinnedSpellList pinned={stuff.pinnedSpells} lang={lang} />
            <IdleLoaded load={loadDamagePreview} now={showDamage} props={showDamage ? { computation, stuff, lang } : null} />
          </Stack>
        </Grid.Col>
      </Grid>
    </Stack>
  );
}
