import { Group, Stack, Text, Title } from '@mantine/core';
import { IconHeart } from '@tabler/icons-react';
import { useTranslation } from '../../i18n/use-translation';
import { formatDay } from '../../lib/dates';
import { ListPagination } from '../../ui/list/ListPagination';
import { ListBody } from '../../ui/list/ListStates';
import type { ProfileData } from './profile-loader';
import { StuffTable } from './StuffTable';

/** `profile/{username}`: a member, when they joined, their public builds and the likes those received. */
export function ProfilePage({ data }: { data: ProfileData }) {
  const { t } = useTranslation();
  const { lang, profile, stuffs, breeds } = data;
  return (
    <Stack gap="md" data-testid="profile">
      <Stack gap={4}>
        <Title order={1}>{t('stuff.profile.heading', { name: profile.username })}</Title>
        <Group gap="md">
          <Text size="sm" c="dimmed">
            {t('stuff.profile.since', { date: formatDay(profile.createdAt, lang) })}
          </Text>
          <Text size="sm" c="dimmed" data-testid="profile-counts">
            {t('stuff.profile.builds', { count: profile.publicStuffs })} ·{' '}
            <IconHeart size={12} aria-hidden /> {t('stuff.likes.count', { count: profile.likes })}
          </Text>
        </Group>
      </Stack>
      <ListBody count={stuffs.data.length} emptyHint={t('stuff.profile.empty', { name: profile.username })}>
        <StuffTable stuffs={stuffs.data} breeds={breeds} lang={lang} showAuthor={false} />
      </ListBody>
      <ListPagination total={stuffs.total} />
    </Stack>
  );
}
