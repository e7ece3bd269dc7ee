import { Anchor, Group } from '@mantine/core';
import { Table } from '../../ui/table/Table';
import { useTranslation } from '../../i18n/use-translation';
import { Link } from 'react-router';
import { localePath, type Language } from '../../i18n/languages';
import { GameImage } from '../../ui/GameImage';
import { localized, LocalizedName } from '../../ui/LocalizedName';
import type { ItemRow } from './list-loader';
import type { TypeSummary } from './reference';
import { levelText, UNKNOWN_VALUE } from '../../ui/level';
import { TableScroll } from '../../ui/TableScroll';

interface Props {
  lang: Language;
  items: ItemRow[];
  types: ReadonlyMap<number, TypeSummary>;
}

/** Item rows: icon, name (link to the detail), level, type (link to the type list). */
export function ItemTable({ lang, items, types }: Props) {
  const { t } = useTranslation();
  return (
    <TableScroll minWidth={340}>
      <Table verticalSpacing="xs" highlightOnHover data-testid="item-table">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t('items.list.name')}</Table.Th>
            <Table.Th ta="right">{t('common.level')}</Table.Th>
            <Table.Th>{t('items.list.type')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {items.map((item) => {
            const type = types.get(item.typeId);
            return (
              <Table.Tr key={item.id} data-testid="item-row" data-id={item.id} data-level={item.level}>
                <Table.Td>
                  <Group gap="sm" wrap="nowrap">
                    <GameImage img={item.img} alt="" size={36} />
                    <Anchor component={Link} to={localePath(lang, `/database/object/${item.id}`)} data-testid="item-link">
                      <LocalizedName doc={item} lang={lang} />
                    </Anchor>
                  </Group>
                </Table.Td>
                <Table.Td ta="right" data-testid="item-level">
                  {levelText(item.level)}
                </Table.Td>
                <Table.Td>
                  {type ? (
                    <Anchor component={Link} to={localePath(lang, `/database/objects/type/${type.id}`)} fz="sm">
                      {localized(type.name, lang)}
                    </Anchor>
                  ) : (
                    UNKNOWN_VALUE
                  )}
                </Table.Td>
              </Table.Tr>
            );
          })}
        </Table.Tbody>
      </Table>
    </TableScroll>
  );
}
