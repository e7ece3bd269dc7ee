import { Anchor } from '@mantine/core';
import { useQuery } from '../../api/queries/queries';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useApi } from '../../api/use-api';
import { localePath, type Language } from '../../i18n/languages';

/** On a dungeon page: its open listings in the group finder (counted once the page is shown). */
export function DungeonListingsLink({ dungeonId, lang }: { dungeonId: number; lang: Language }) {
  const { t } = useTranslation();
  const api = useApi();
  const open = useQuery({
    queryKey: ['boards', 'dungeon-listings', dungeonId],
    queryFn: async () => (await api.find('groupfinder', { dungeon: dungeonId, $limit: 0 })).total,
    enabled: typeof window !== 'undefined',
  });
  return (
    <Anchor component={Link} to={`${localePath(lang, '/tools/group-finder')}?dungeon=${dungeonId}`} data-testid="dungeon-listings-link">
      {open.data === undefined ? t('group-finder.dungeonLink') : t('group-finder.dungeonLinkCount', { count: open.data })}
    </Anchor>
  );
}
