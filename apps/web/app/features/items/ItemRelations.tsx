import { Badge, Group, Stack, Text } from '@mantine/core';
import { Table } from '../../ui/table/Table';
import { SimpleGrid } from '../../ui/grid/SimpleGrid';
import { useTranslation } from '../../i18n/use-translation';
import type { Language } from '../../i18n/languages';
import { localized } from '../../ui/LocalizedName';
import { AddToWorkbench } from './AddToWorkbench';
import type { ItemDetailData } from './detail-loader';
import { EntityLink, Section, useFoldedRows } from './parts';

type Props<K extends keyof ItemDetailData> = {
  lang: Language;
  itemId: number;
  data: NonNullable<ItemDetailData[K]>;
};

/** The item's set and its other pieces. */
export function SetSection({ lang, itemId, data: set }: Props<'set'>) {
  const { t } = useTranslation();
  return (
    <Section title={t('items.detail.set')} testId="item-set">
      <EntityLink
        lang={lang}
        doc={set}
        path={`/database/item-sets/${set.id}`}
        img={null}
        testId="item-set-link"
      />
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="xs">
        {set.pieces.map((piece) => (
          <Group key={piece.id} gap={6} wrap="nowrap">
            <EntityLink
              lang={lang}
              doc={piece}
              img={piece.img}
              path={`/database/object/${piece.id}`}
              testId={piece.id === itemId ? 'set-piece-current' : 'set-piece-link'}
            />
            <Text c="dimmed" fz="xs">
              {t('items.detail.levelShort', { level: piece.level })}
            </Text>
          </Group>
        ))}
      </SimpleGrid>
    </Section>
  );
}

/** Ingredients with quantities, the job and the level. */
export function RecipeSection({ lang, itemId, data: recipe }: Props<'recipe'>) {
  const { t } = useTranslation();
  return (
    <Section title={t('items.detail.recipe')} testId="item-recipe">
      <AddToWorkbench lang={lang} itemId={itemId} />
      <Group gap="xs">
        {recipe.job && <Badge variant="light">{localized(recipe.job.name, lang)}</Badge>}
        {recipe.level !== undefined && (
          <Badge variant="outline">{t('items.detail.levelShort', { level: recipe.level })}</Badge>
        )}
      </Group>
      <Table verticalSpacing={4}>
        <Table.Tbody>
          {recipe.ingredients.map(({ item, quantity }) => (
            <Table.Tr key={item.id} data-testid="recipe-ingredient">
              <Table.Td w={60} ta="right" fw={600}>
                {`${quantity} ×`}
              </Table.Td>
              <Table.Td>
                <EntityLink
                  lang={lang}
                  doc={item}
                  img={item.img}
                  path={`/database/object/${item.id}`}
                  testId="recipe-ingredient-link"
                />
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Section>
  );
}

/** Recipes that use the item. */
export function UsedInSection({ lang, data: usedIn }: Props<'usedIn'>) {
  const { t } = useTranslation();
  const { shown, toggle } = useFoldedRows(usedIn.items);
  if (usedIn.total === 0) return null;
  return (
    <Section title={t('items.detail.usedIn', { count: usedIn.total })} testId="item-used-in">
      <Stack gap={4}>
        {shown.map((row) => (
          <EntityLink
            key={row.id}
            lang={lang}
            doc={row}
            img={row.img}
            path={`/database/object/${row.id}`}
            testId="used-in-link"
          />
        ))}
        {toggle}
      </Stack>
    </Section>
  );
}
