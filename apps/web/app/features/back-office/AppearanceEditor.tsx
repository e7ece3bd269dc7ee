import { Anchor, Button, Group, Stack, TextInput, Title } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from '../../i18n/use-translation';
import { Link } from 'react-router';
import { useApi } from '../../api/use-api';
import { localePath } from '../../i18n/languages';
import type { Language } from '../../i18n/languages';
import type { AppearanceRecord } from './loaders';
import { BackMessage, useBackWrite } from './BackMessage';

export interface AppearanceEditData {
  lang: Language;
  item: { id: number; name: string };
  record: AppearanceRecord | null;
}

/** Comma- or space-separated ids, or null when something else was typed. */
export function parseIds(text: string): number[] | null {
  const parts = text.split(/[\s,;]+/).filter(Boolean);
  return parts.every((part) => /^[0-9]{1,10}$/.test(part)) ? [...new Set(parts.map(Number))] : null;
}

/** `back/appearances/{item id}`: edit one item's appearance ids and look. */
export function AppearanceEditor({ data }: { data: AppearanceEditData }) {
  const { t } = useTranslation();
  const api = useApi();
  const [ids, setIds] = useState(data.record?.appearanceIds.join(', ') ?? '');
  const [look, setLook] = useState(data.record?.look ?? '');
  const parsed = parseIds(ids);
  const { message, run } = useBackWrite();
  const save = () => {
    const body = { appearanceIds: parsed ?? [], look: look.trim() || null };
    return run(
      () =>
        data.record
          ? api.patch('appearances', data.record._id, body)
          : api.create('appearances', {
              itemId: data.item.id,
              appearanceIds: body.appearanceIds,
              ...(body.look ? { look: body.look } : {}),
            }),
      t('back-office.appearances.saved'),
    );
  };
  return (
    <Stack>
      <Title order={1}>{t('back-office.appearances.editTitle', { name: data.item.name })}</Title>
      <Anchor component={Link} to={localePath(data.lang, `/database/object/${data.item.id}`)}>
        {t('back-office.appearances.itemPage')}
      </Anchor>
      <TextInput
        label={t('back-office.appearances.ids')}
        value={ids}
        onChange={(e) => setIds(e.currentTarget.value)}
        error={parsed === null ? t('back-office.appearances.idsInvalid') : undefined}
        data-testid="appearance-ids"
      />
      <TextInput
        label={t('back-office.appearances.look')}
        description={t('back-office.appearances.lookHint')}
        value={look}
        onChange={(e) => setLook(e.currentTarget.value)}
        maxLength={500}
      />
      <Group>
        <Button
          onClick={() => void save()}
          disabled={!parsed || parsed.length === 0}
          data-testid="appearance-save"
        >
          {t('back-office.save')}
        </Button>
        {data.record && (
          <Button
            variant="subtle"
            color="red"
            onClick={() =>
              void run(
                () => api.remove('appearances', data.record!._id),
                t('back-office.appearances.removed'),
              )
            }
          >
            {t('back-office.remove')}
          </Button>
        )}
      </Group>
      <BackMessage message={message} />
    </Stack>
  );
}
