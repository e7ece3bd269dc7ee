import { Anchor, Badge, Group, Text } from '@mantine/core';
import { IconHeart } from '@tabler/icons-react';
import { Link } from 'react-router';
import { useTranslation } from '../../i18n/use-translation';
import { localePath, type Language } from '../../i18n/languages';
import { formatDay } from '../../lib/dates';
import { localized } from '../../ui/LocalizedName';
import { Table } from '../../ui/table/Table';
import { TableScroll } from '../../ui/TableScroll';
import type { BreedName } from './list-loader';
import { StuffLabelsBadges } from './StuffLabelsBadges';
import type { StuffDoc } from './types';

export type StuffRowDoc = Pick<StuffDoc, 'id' | 'title' | 'sharing' | 'breed' | 'level' | 'authorName' | 'likes' | 'tags' | 'elements' | 'updatedAt'>;

/** Stuffs as rows: title (with tags and elements), class, level, author, likes, last change. */
export function StuffTable({
  stuffs,
  breeds,
  lang,
  showSharing = false,
  showAuthor = true,
}: {
  stuffs: readonly StuffRowDoc[];
  breeds: readonly BreedName[];
  lang: Language;
  /** Marks the hidden and private ones (the author's own list). */
  showSharing?: boolean;
  showAuthor?: boolean;
}) {
  const { t } = useTranslation();
  const breedName = (id: number) => {
    const breed = breeds.find((b) => b.id === id);
    return breed ? localized(breed.shortName, lang) : t('stuff.list.unknownBreed');
  };
  return (
    <TableScroll minWidth={480}>
      <Table striped highlightOnHover data-testid="stuff-list">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t('stuff.list.title')}</Table.Th>
            <Table.Th>{t('stuff.list.breed')}</Table.Th>
            <Table.Th>{t('common.level')}</Table.Th>
            {showAuthor && <Table.Th>{t('stuff.list.author')}</Table.Th>}
            <Table.Th>{t('stuff.list.likes')}</Table.Th>
            <Table.Th>{t('stuff.list.updated')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {stuffs.map((stuff) => (
            <Table.Tr key={stuff.id} data-testid={`stuff-row-${stuff.id}`}>
              <Table.Td>
                <Group gap="xs" wrap="nowrap">
                  <Anchor component={Link} to={localePath(lang, `/tools/stuff/${stuff.id}`)}>
                    {stuff.title}
                  </Anchor>
                  {showSharing && stuff.sharing !== 'public' && (
                    <Badge size="xs" variant="outline">
                      {t(`stuff.sharing.${stuff.sharing}`)}
                    </Badge>
                  )}
                </Group>
                <StuffLabelsBadges tags={stuff.tags} elements={stuff.elements} />
              </Table.Td>
              <Table.Td>{breedName(stuff.breed)}</Table.Td>
              <Table.Td>{stuff.level}</Table.Td>
              {showAuthor && (
                <Table.Td>
                  {stuff.authorName ? (
                    <Anchor component={Link} to={localePath(lang, `/profile/${encodeURIComponent(stuff.authorName)}`)}>
                      {stuff.authorName}
                    </Anchor>
                  ) : (
                    <Text span size="sm" c="dimmed">
                      {t('stuff.view.anonymous')}
                    </Text>
                  )}
                </Table.Td>
              )}
              <Table.Td data-testid="stuff-likes">
                {/* Text, not Group: Mantine's Group drops falsy children, and 0 likes is a fact to show. */}
                <Text span size="sm" style={{ whiteSpace: 'nowrap' }}>
                  <IconHeart size={14} aria-hidden style={{ verticalAlign: '-2px' }} /> {stuff.likes}
                </Text>
              </Table.Td>
              <Table.Td>{formatDay(stuff.updatedAt, lang)}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </TableScroll>
  );
}
