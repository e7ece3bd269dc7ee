import '@mantine/core/styles/Skeleton.layer.css';
import { Anchor, Group, Skeleton, Stack, Text } from '@mantine/core';
import { IconHeart } from '@tabler/icons-react';
import { slotOfType } from '@grimoire/rules';
import { Link } from 'react-router';
import { useQuery } from '../../api/queries/queries';
import { useApi } from '../../api/use-api';
import { useTranslation } from '../../i18n/use-translation';
import { localePath, type Language } from '../../i18n/languages';
import { Section } from './parts';

const SHOWN = 5;

/**
 * "Builds wearing it" on an equipment page (the stuff builder's public builds, by `api/stuffs?itemIds=`): the most liked public builds wearing the item, and a link
 * to all of them. Fetched in the browser: the item page's answer stays the same for everyone (and
 * cached), while builds change every minute.
 */
export function BuildsWearingSection({ lang, item }: { lang: Language; item: { id: number; typeId: number } }) {
  const { t } = useTranslation();
  const api = useApi();
  const isEquipment = slotOfType(item.typeId) !== undefined;
  const builds = useQuery({
    queryKey: ['builds-wearing', item.id],
    queryFn: () => api.find('stuffs', { itemIds: String(item.id), $sort: { likes: -1 }, $limit: SHOWN }),
    enabled: isEquipment,
    staleTime: 60_000,
  });
  if (!isEquipment) return null;
  const all = localePath(lang, `/tools/stuffs?itemIds=${item.id}&sort=likes`);
  return (
    <Section title={t('items.wearing.title')} testId="item-builds">
      {builds.isPending ? (
        <Skeleton height={60} />
      ) : builds.isError ? (
        <Text size="sm" c="red">
          {t('errors.generic')}
        </Text>
      ) : builds.data.total === 0 ? (
        <Text size="sm" c="dimmed">
          {t('items.wearing.none')}{' '}
          <Anchor component={Link} to={localePath(lang, '/tools/stuff/creator')} size="sm">
            {t('items.wearing.create')}
          </Anchor>
        </Text>
      ) : (
        <Stack gap={4}>
          {builds.data.data.map((build) => (
            <Group key={build.id} justify="space-between" wrap="nowrap" gap="xs" data-testid={`item-build-${build.id}`}>
              <Anchor component={Link} to={localePath(lang, `/tools/stuff/${build.id}`)} size="sm" lineClamp={1}>
                {build.title}
              </Anchor>
              <Group gap={6} wrap="nowrap">
                <Text size="xs" c="dimmed">
                  {t('items.wearing.level', { level: build.level })}
                </Text>
                <Text size="xs" c="dimmed">
                  <IconHeart size={12} aria-hidden /> {build.likes}
                </Text>
              </Group>
            </Group>
          ))}
          <Anchor component={Link} to={all} size="sm" data-testid="item-builds-all">
            {t('items.wearing.all', { count: builds.data.total })}
          </Anchor>
        </Stack>
      )}
    </Section>
  );
}
