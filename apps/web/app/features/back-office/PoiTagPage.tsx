import { ActionIcon, Button, Group, Stack, Text, TextInput, Title } from '@mantine/core';
import { Table } from '../../ui/table/Table';
import { LazyNumberInput } from '../../ui/number/LazyNumberInput';
import { IconTrash } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from '../../i18n/use-translation';
import { useRevalidator } from 'react-router';
import { useApi } from '../../api/use-api';
import { useBackErrorText } from './api-error';
import { BackMessage } from './BackMessage';

export interface PoiTagData {
  pois: { id: number; name: string }[];
  gfx: Record<number, { _id: number; gfxId: number }>;
}

/** One point of interest's gfx id: saved on Enter or with the button (created, or changed). */
function PoiRow({
  poi,
  tag,
  onDone,
}: {
  poi: PoiTagData['pois'][number];
  tag: PoiTagData['gfx'][number] | undefined;
  onDone(text: string, ok: boolean): void;
}) {
  const { t } = useTranslation();
  const api = useApi();
  const errorText = useBackErrorText();
  const [gfxId, setGfxId] = useState<string | number>(tag?.gfxId ?? '');
  const run = async (write: () => Promise<unknown>, done: string) => {
    try {
      await write();
      onDone(done, true);
    } catch (error) {
      onDone(errorText(error), false);
    }
  };
  const save = () =>
    run(
      () =>
        tag
          ? api.patch('poi-gfx', tag._id, { gfxId: Number(gfxId) })
          : api.create('poi-gfx', { poiId: poi.id, gfxId: Number(gfxId) }),
      t('back-office.poi.saved', { name: poi.name }),
    );
  return (
    <Table.Tr>
      <Table.Td>{poi.name}</Table.Td>
      <Table.Td w={150}>
        <LazyNumberInput
          size="xs"
          aria-label={t('back-office.poi.gfxId', { name: poi.name })}
          value={gfxId}
          onChange={setGfxId}
          min={1}
          allowDecimal={false}
          hideControls
        />
      </Table.Td>
      <Table.Td w={140}>
        <Group gap={4} wrap="nowrap">
          <Button
            size="compact-xs"
            variant="light"
            disabled={gfxId === '' || gfxId === tag?.gfxId}
            onClick={() => void save()}
          >
            {t('back-office.save')}
          </Button>
          {tag && (
            <ActionIcon
              size="sm"
              variant="subtle"
              color="red"
              aria-label={t('back-office.remove')}
              onClick={() =>
                void run(
                  () => api.remove('poi-gfx', tag._id),
                  t('back-office.poi.removed', { name: poi.name }),
                )
              }
            >
              <IconTrash size={14} />
            </ActionIcon>
          )}
        </Group>
      </Table.Td>
    </Table.Tr>
  );
}

/** `back/poi/tag`: each treasure-hunt point of interest → the gfx id that shows it in the game. */
export function PoiTagPage({ data }: { data: PoiTagData }) {
  const { t } = useTranslation();
  const revalidator = useRevalidator();
  const [filter, setFilter] = useState('');
  const [onlyMissing, setOnlyMissing] = useState(false);
  const [message, setMessage] = useState<{ ok: boolean; text: string } | null>(null);
  const needle = filter.trim().toLocaleLowerCase();
  const shown = data.pois.filter(
    (poi) =>
      (!needle || poi.name.toLocaleLowerCase().includes(needle)) && (!onlyMissing || !data.gfx[poi.id]),
  );
  const tagged = data.pois.filter((poi) => data.gfx[poi.id]).length;
  return (
    <Stack>
      <Title order={1}>{t('back-office.poi.title')}</Title>
      <Text c="dimmed">{t('back-office.poi.intro', { tagged, total: data.pois.length })}</Text>
      <Group>
        <TextInput
          placeholder={t('back-office.poi.filter')}
          value={filter}
          onChange={(e) => setFilter(e.currentTarget.value)}
        />
        <Button variant={onlyMissing ? 'filled' : 'light'} onClick={() => setOnlyMissing((v) => !v)}>
          {t('back-office.poi.onlyMissing')}
        </Button>
      </Group>
      <BackMessage message={message} />
      <Table striped data-testid="poi-list">
        <Table.Tbody>
          {shown.map((poi) => (
            <PoiRow
              key={`${poi.id}-${data.gfx[poi.id]?.gfxId ?? ''}`}
              poi={poi}
              tag={data.gfx[poi.id]}
              onDone={(text, ok) => {
                setMessage({ ok, text });
                if (ok) void revalidator.revalidate();
              }}
            />
          ))}
        </Table.Tbody>
      </Table>
    </Stack>
  );
}
