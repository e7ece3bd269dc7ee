import { Anchor, Badge, Button, CopyButton, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { IconEdit, IconTrash } from '@tabler/icons-react';
import { useTranslation } from '../../i18n/use-translation';
import { Link } from 'react-router';
import { useApi } from '../../api/use-api';
import { localePath, type Language } from '../../i18n/languages';
import type { Option } from '../characters';
import { optionLabel } from '../characters';
import { FlagButton } from '../boards';
import { IdolRuleNote } from '../boards';
import { relativeTime } from '../boards';
import type { GroupListing } from '../boards';
import { useBoardAction } from '../boards';
import type { DungeonOption } from './loader';

interface Props {
  listing: GroupListing;
  lang: Language;
  now: number;
  userId: number | null;
  servers: Option[];
  dungeons: DungeonOption[];
  idols: Option[];
  achievementNames: Record<number, string>;
  onEdit: (listing: GroupListing) => void;
}

/** One open listing: what, who, for which levels, how many places, until when; plain-text description. */
export function ListingCard({ listing, lang, now, userId, servers, dungeons, idols, achievementNames, onEdit }: Props) {
  const { t } = useTranslation();
  const api = useApi();
  const { run } = useBoardAction();
  const dungeon = listing.dungeon === null ? undefined : dungeons.find((d) => d.value === String(listing.dungeon));
  const isOwner = userId !== null && listing.owner._id === userId;
  return (
    <Paper withBorder p="md" radius="md" data-testid="listing-card" data-id={listing._id}>
      <Stack gap={6}>
        <Group justify="space-between" align="flex-start" wrap="nowrap">
          <Title order={2} size="h4" data-testid="listing-title">
            {dungeon ? (
              <Anchor component={Link} to={localePath(lang, `/database/dungeon/${listing.dungeon}`)}>
                {dungeon.label}
              </Anchor>
            ) : (
              listing.activity
            )}
          </Title>
          <Badge variant="light" data-testid="listing-slots">
            {t('group-finder.slots', { count: listing.slots })}
          </Badge>
        </Group>
        <Group gap={6}>
          <Badge variant="outline" color="gray">{t('group-finder.levels', { min: listing.levelMin, max: listing.levelMax })}</Badge>
          <Badge variant="outline" color="gray">{t(`group-finder.languages.${listing.language}`)}</Badge>
          <Badge variant="outline" color="gray">{optionLabel(servers, listing.server)}</Badge>
        </Group>
        {listing.achievements.length > 0 && (
          <Text size="sm" data-testid="listing-achievements">
            {t('group-finder.achievements', { names: listing.achievements.map((id) => achievementNames[id] ?? `#${id}`).join(', ') })}
          </Text>
        )}
        {listing.idols.length > 0 && (
          <Stack gap={4} data-testid="listing-idols">
            <Text size="sm">{t('group-finder.idols', { names: listing.idols.map((id) => optionLabel(idols, id)).join(', ') })}</Text>
            <IdolRuleNote />
          </Stack>
        )}
        {listing.description && (
          <Text size="sm" style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }} data-testid="listing-description">
            {listing.description}
          </Text>
        )}
        <Group gap="xs" wrap="wrap">
          <Text size="sm">{t('group-finder.contact')}</Text>
          <CopyButton value={`/w ${listing.contact} `}>
            {({ copied, copy }) => (
              <Button size="compact-sm" variant="light" onClick={copy} data-testid="listing-contact">
                {copied ? t('group-finder.copied') : `/w ${listing.contact}`}
              </Button>
            )}
          </CopyButton>
        </Group>
        <Text size="xs" c="dimmed" data-testid="listing-age">
          {t('group-finder.postedBy', { age: relativeTime(listing.updatedAt, now, lang), name: listing.owner.username, ends: relativeTime(listing.expiresAt, now, lang) })}
        </Text>
        {userId !== null && (
          <Group gap="xs">
            {isOwner ? (
              <>
                <Button size="compact-sm" variant="subtle" leftSection={<IconEdit size={14} aria-hidden />} onClick={() => onEdit(listing)} data-testid="listing-edit">
                  {t('group-finder.edit')}
                </Button>
                <Button size="compact-sm" variant="subtle" color="red" leftSection={<IconTrash size={14} aria-hidden />} onClick={() => run(() => api.remove('groupfinder', listing._id), 'group-finder.deleted')} data-testid="listing-delete">
                  {t('group-finder.delete')}
                </Button>
              </>
            ) : (
              <FlagButton onFlag={(reason) => api.patch('groupfinder', listing._id, { flag: reason })} />
            )}
          </Group>
        )}
      </Stack>
    </Paper>
  );
}
