import { Anchor } from '@mantine/core';
import { useTranslation } from '../../i18n/use-translation';
import { Link } from 'react-router';
import { localePath, type Language } from '../../i18n/languages';

interface DungeonListingsLinkProps {
  dungeonId: number;
  /** Open listings of the dungeon, counted by the page's loader (undefined when the board did not answer). */
  openListings: number | undefined;
  lang: Language;
}

/** On a dungeon page: a link to its open listings in the group finder, with their count. */
export function DungeonListingsLink({ dungeonId, openListings, lang }: DungeonListingsLinkProps) {
  const { t } = useTranslation();
  return (
    <Anchor component={Link} to={`${localePath(lang, '/tools/group-finder')}?dungeon=${dungeonId}`} data-testid="dungeon-listings-link">
      {openListings === undefined ? t('group-finder.dungeonLink') : t('group-finder.dungeonLinkCount', { count: openListings })}
    </Anchor>
  );
}
