import { Button, Group, Paper, Stack, Text, TextInput, Title } from '@mantine/core';
import { Table } from '../../ui/table/Table';
import { LazyNumberInput } from '../../ui/number/LazyNumberInput';
import { useState } from 'react';
import { useTranslation } from '../../i18n/use-translation';
import { useApi } from '../../api/use-api';
import type { Language } from '../../i18n/languages';
import { ItemSearchSelect } from './ItemSearchSelect';
import type { ShopRecord } from './loaders';
import { BackMessage, useBackWrite } from './BackMessage';
import { RemoveIconButton } from '../../ui/RemoveIconButton';
import { TableScroll } from '../../ui/TableScroll';

export interface NpcShopData {
  lang: Language;
  shops: ShopRecord[];
  names: Record<number, string>;
}

interface Line {
  itemId: number | null;
  price: string | number;
  currencyItemId: number | null;
}
const emptyLine = (): Line => ({ itemId: null, price: '', currencyItemId: null });

/** `back/npc/shop`: NPC shops (name, map, items with price and currency). */
export function NpcShopPage({ data }: { data: NpcShopData }) {
  const { t } = useTranslation();
  const api = useApi();
  const [name, setName] = useState('');
  const [mapId, setMapId] = useState<string | number>('');
  const [lines, setLines] = useState<Line[]>([emptyLine()]);
  const setLine = (index: number, change: Partial<Line>) =>
    setLines((all) => all.map((line, i) => (i === index ? { ...line, ...change } : line)));
  const { message, run } = useBackWrite();
  const reset = () => {
    setName('');
    setLines([emptyLine()]);
  };
  const save = () =>
    run(
      () =>
        api.create('npc-shop', {
          name,
          mapId: Number(mapId),
          items: lines.flatMap((line) =>
            line.itemId === null
              ? []
              : [
                  {
                    itemId: line.itemId,
                    price: Number(line.price),
                    ...(line.currencyItemId ? { currencyItemId: line.currencyItemId } : {}),
                  },
                ],
          ),
        }),
      t('back-office.shop.saved'),
      reset,
    );
  return (
    <Stack>
      <Title order={1}>{t('back-office.shop.title')}</Title>
      <Text c="dimmed">{t('back-office.shop.intro')}</Text>
      <Paper withBorder p="md">
        <Stack gap="sm">
          <Group align="flex-end" wrap="wrap">
            <TextInput
              label={t('back-office.shop.name')}
              value={name}
              onChange={(e) => setName(e.currentTarget.value)}
              maxLength={80}
              w={{ base: '100%', xs: 260 }}
            />
            <LazyNumberInput
              label={t('back-office.map.id')}
              value={mapId}
              onChange={setMapId}
              allowDecimal={false}
              min={1}
              w={180}
            />
          </Group>
          {lines.map((line, index) => (
            <Group key={index} align="flex-end" wrap="wrap" gap="sm">
              <ItemSearchSelect
                lang={data.lang}
                label={t('back-office.shop.item')}
                value={line.itemId}
                onChange={(itemId) => setLine(index, { itemId })}
              />
              <LazyNumberInput
                label={t('back-office.shop.price')}
                value={line.price}
                onChange={(price) => setLine(index, { price })}
                min={1}
                allowDecimal={false}
                w={130}
              />
              <ItemSearchSelect
                lang={data.lang}
                label={t('back-office.shop.currency')}
                value={line.currencyItemId}
                onChange={(currencyItemId) => setLine(index, { currencyItemId })}
              />
            </Group>
          ))}
          <Group>
            <Button variant="subtle" onClick={() => setLines((all) => [...all, emptyLine()])}>
              {t('back-office.shop.addLine')}
            </Button>
            <Button onClick={() => void save()}>{t('back-office.shop.save')}</Button>
          </Group>
        </Stack>
      </Paper>
      <BackMessage message={message} />
      {data.shops.length === 0 ? (
        <Text c="dimmed">{t('back-office.shop.none')}</Text>
      ) : (
        <TableScroll minWidth={560}>
          <Table striped data-testid="shop-list">
            <Table.Tbody>
              {data.shops.map((shop) => (
                <Table.Tr key={shop._id}>
                  <Table.Td fw={600}>{shop.name}</Table.Td>
                  <Table.Td>
                    [{shop.posX}, {shop.posY}] · {shop.mapId}
                  </Table.Td>
                  <Table.Td>
                    {shop.items
                      .map(
                        (line) =>
                          `${data.names[line.itemId] || `#${line.itemId}`}: ${line.price.toLocaleString(data.lang)} ${line.currencyItemId ? data.names[line.currencyItemId] || `#${line.currencyItemId}` : t('back-office.kamas')}`,
                      )
                      .join(' · ')}
                  </Table.Td>
                  <Table.Td w={40}>
                    <RemoveIconButton
                      aria-label={t('back-office.remove')}
                      onClick={() =>
                        void run(() => api.remove('npc-shop', shop._id), t('back-office.shop.removed'))
                      }
                    />
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </TableScroll>
      )}
    </Stack>
  );
}
