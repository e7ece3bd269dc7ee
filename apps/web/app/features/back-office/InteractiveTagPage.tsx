import '@mantine/core/styles/NumberInput.layer.css';
import '@mantine/core/styles/Combobox.layer.css';
import '@mantine/core/styles/Table.layer.css';
import {
  ActionIcon,
  Button,
  Group,
  NumberInput,
  Paper,
  Select,
  Stack,
  Table,
  Text,
  Title,
} from '@mantine/core';
import type { MapPosition } from '@grimoire/gamedata/types';
import { IconTrash } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useRevalidator } from 'react-router';
import { useApi } from '../../api/use-api';
import type { Language } from '../../i18n/languages';
import { MapLink } from '../map/MapLink';
import { useBackErrorText } from './api-error';
import type { TaggedSpot } from './loaders';
import { MapPicker } from './MapPicker';
import { BackMessage } from './BackMessage';

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
  const revalidator = useRevalidator();
  const errorText = useBackErrorText();
  const [itemId, setItemId] = useState<string | null>(null);
  const [quantity, setQuantity] = useState<string | number>(1);
  const [message, setMessage] = useState<{ ok: boolean; text: string } | null>(null);
  const { map } = data;
  const run = async (write: () => Promise<unknown>, done: string) => {
    try {
      await write();
      setMessage({ ok: true, text: done });
      await revalidator.revalidate();
    } catch (error) {
      setMessage({ ok: false, text: errorText(error) });
    }
  };
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
    <Stack>
      <Title order={1}>{t('back-office.tag.title')}</Title>
      <Text c="dimmed">{t('back-office.tag.intro')}</Text>
      <MapPicker initial={data.query} />
      {!map ? (
        <Text c="dimmed" data-testid="tag-no-map">
          {Object.keys(data.query).length ? t('back-office.map.notFound') : t('back-office.map.pick')}
        </Text>
      ) : (
        <Paper withBorder p="md">
          <Stack gap="sm">
            <Group justify="space-between">
              <Text fw={700} data-testid="tag-map">
                {t('back-office.map.summary', { x: map.posX, y: map.posY, id: map.id })}{' '}
                {data.subAreaName && `· ${data.subAreaName}`}
              </Text>
              <MapLink lang={data.lang} mapId={map.id} />
            </Group>
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
                        <ActionIcon
                          variant="subtle"
                          color="red"
                          aria-label={t('back-office.remove')}
                          onClick={() =>
                            void run(
                              () => api.remove('custom-interactives', spot._id),
                              t('back-office.tag.removed'),
                            )
                          }
                        >
                          <IconTrash size={16} />
                        </ActionIcon>
                      </Table.Td>
                    </Table.Tr>
                  ))}
                </Table.Tbody>
              </Table>
            )}
            <Group align="flex-end" gap="sm" wrap="wrap">
              <Select
                label={t('back-office.tag.resource')}
                data={data.resources.map((r) => ({ value: String(r.id), label: r.name }))}
                value={itemId}
                onChange={setItemId}
                searchable
                w={{ base: '100%', xs: 280 }}
                data-testid="tag-resource"
              />
              <NumberInput
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
          </Stack>
        </Paper>
      )}
      <BackMessage message={message} />
    </Stack>
  );
}
