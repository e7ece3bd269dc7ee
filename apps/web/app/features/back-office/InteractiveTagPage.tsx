import { Button, Group, Text } from '@mantine/core';
import { Table } from '../../ui/table/Table';
import { LazyNumberInput } from '../../ui/number/LazyNumberInput';
import { LazySelect } from '../../ui/select/LazySelect';
import type { MapPosition } from '@grimoire/gamedata/types';
import { useState } from 'react';
import { useTranslation } from '../../i18n/use-translation';
import { useApi } from '../../api/use-api';
import type { Language } from '../../i18n/languages';
import { useBackWrite } from './BackMessage';
import { MapWorkspace } from './MapWorkspace';
import type { TaggedSpot } from './loaders';
import { RemoveIconButton } from '../../ui/RemoveIconButton';

export interface InteractiveTagData {
  lang: Language;
  query: { map?: string; x?: string; y?: string; world?: string };
  map: MapPosition | null;
  subAreaName: string;
  spots: TaggedSpot[];
  resources: { id: number; name: string }[];
  names: Record<number, string>;
}

/** `back/interactive/tag/from-map`: the harvestables tagged on one map; tag or untag them. */
export function InteractiveTagPage({ data }: { data: InteractiveTagData }) {
  const { t } = useTranslation();
  const api = useApi();
  const [itemId, setItemId] = useState<string | null>(null);
  const [quantity, setQuantity] = useState<string | number>(1);
  const { message, run } = useBackWrite();
  const { map } = data;
  const tag = () =>
    map &&
    itemId &&
    run(
      () =>
        api.create('custom-interactives', {
          mapId: map.id,
          itemId: Number(itemId),
          quantity: Number(quantity) || 1,
        }),
      t('back-office.tag.added'),
    );
  return (
    <MapWorkspace
      title={t('back-office.tag.title')}
      intro={t('back-office.tag.intro')}
      data={data}
      testId="tag"
      message={message}
    >
      {() => (
        <>
          {data.spots.length === 0 ? (
            <Text c="dimmed">{t('back-office.tag.none')}</Text>
          ) : (
            <Table data-testid="tag-list">
              <Table.Tbody>
                {data.spots.map((spot) => (
                  <Table.Tr key={spot._id}>
                    <Table.Td>{data.names[spot.itemId] || `#${spot.itemId}`}</Table.Td>
                    <Table.Td>×{spot.quantity}</Table.Td>
                    <Table.Td w={40}>
                      <RemoveIconButton
                        aria-label={t('back-office.remove')}
                        onClick={() =>
                          void run(
                            () => api.remove('custom-interactives', spot._id),
                            t('back-office.tag.removed'),
                          )
                        }
                      />
                    </Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          )}
          <Group align="flex-end" gap="sm" wrap="wrap">
            <LazySelect
              label={t('back-office.tag.resource')}
              data={data.resources.map((r) => ({ value: String(r.id), label: r.name }))}
              value={itemId}
              onChange={setItemId}
              searchable
              w={{ base: '100%', xs: 280 }}
              data-testid="tag-resource"
            />
            <LazyNumberInput
              label={t('back-office.tag.quantity')}
              value={quantity}
              onChange={setQuantity}
              min={1}
              max={99}
              allowDecimal={false}
              w={100}
            />
            <Button onClick={() => void tag()} disabled={!itemId} data-testid="tag-add">
              {t('back-office.tag.add')}
            </Button>
          </Group>
        </>
      )}
    </MapWorkspace>
  );
}
