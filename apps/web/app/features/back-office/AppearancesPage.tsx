import { Anchor, Button, Group, Stack, Text, Title } from '@mantine/core';
import { Table } from '../../ui/table/Table';
import { useState } from 'react';
import { useTranslation } from '../../i18n/use-translation';
import { Link, useNavigate } from 'react-router';
import { localePath, type Language } from '../../i18n/languages';
import { ItemSearchSelect } from './ItemSearchSelect';
import type { AppearanceRecord } from './loaders';

export interface AppearancesData {
  lang: Language;
  appearances: AppearanceRecord[];
  total: number;
  names: Record<number, string>;
}

/** `back/appearances`: the items whose appearance is recorded; pick an item to edit its own. */
export function AppearancesPage({ data }: { data: AppearancesData }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [itemId, setItemId] = useState<number | null>(null);
  return (
    <Stack>
      <Title order={1}>{t('back-office.appearances.title')}</Title>
      <Text c="dimmed">{t('back-office.appearances.intro', { count: data.total })}</Text>
      <Group align="flex-end">
        <ItemSearchSelect
          lang={data.lang}
          label={t('back-office.appearances.pick')}
          value={itemId}
          onChange={setItemId}
        />
        <Button
          disabled={itemId === null}
          onClick={() => navigate(localePath(data.lang, `/back/appearances/${itemId}`))}
        >
          {t('back-office.appearances.edit')}
        </Button>
      </Group>
      {data.appearances.length === 0 ? (
        <Text c="dimmed">{t('back-office.appearances.none')}</Text>
      ) : (
        <Table striped data-testid="appearance-list">
          <Table.Tbody>
            {data.appearances.map((record) => (
              <Table.Tr key={record._id}>
                <Table.Td>
                  <Anchor component={Link} to={localePath(data.lang, `/back/appearances/${record.itemId}`)}>
                    {data.names[record.itemId] || `#${record.itemId}`}
                  </Anchor>
                </Table.Td>
                <Table.Td>{record.appearanceIds.join(', ')}</Table.Td>
                <Table.Td style={{ wordBreak: 'break-all' }}>{record.look ?? '—'}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      )}
    </Stack>
  );
}
