import { Alert, Anchor, Button, CloseButton, Group, Paper, Stack, Text, TextInput, Title } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { useMemo, useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { useTranslation } from '../../../i18n/use-translation';
import { localePath } from '../../../i18n/languages';
import { LazySelect } from '../../../ui/select/LazySelect';
import { ShareLinkField } from '../../../ui/ShareLinkField';
import { stuffComputation } from '../computation';
import { fromDoc } from '../types';
import { wornItemIds } from '@grimoire/rules';
import type { ComparisonData } from './compare-loader';
import { COMPARE_MAX, comparePath, shareIdOfInput, wornSubset } from './compare-model';
import { CompareTables, type ComparedBuild } from './CompareTables';
import type { Stuff } from '@grimoire/rules';
import { CompareDamage } from './CompareDamage';
import { CompareCraft } from './CompareCraft';

/** Adds a build by its link (or one of the player's own), up to four. */
function AddBuild({ data }: { data: ComparisonData }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [text, setText] = useState('');
  const [error, setError] = useState<string | null>(null);
  const full = data.ids.length + (data.draft ? 1 : 0) >= COMPARE_MAX;
  const add = (id: string | undefined) => {
    if (!id) return setError(t('stuff.compare.badLink'));
    setError(null);
    setText('');
    if (!data.ids.includes(id)) navigate(localePath(data.lang, comparePath([...data.ids, id], data.draft?.param)));
  };
  const mine = data.mine.filter((stuff) => !data.ids.includes(stuff.id));
  return (
    <Paper withBorder p="sm" radius="md">
      <Group align="flex-end" gap="sm" wrap="wrap">
        <TextInput
          style={{ flex: '1 1 16rem' }}
          label={t('stuff.compare.addLink')}
          placeholder={t('stuff.compare.addPlaceholder')}
          value={text}
          error={error}
          disabled={full}
          onChange={(event) => setText(event.currentTarget.value)}
          onKeyDown={(event) => event.key === 'Enter' && add(shareIdOfInput(text))}
          data-testid="compare-add-link"
        />
        <Button leftSection={<IconPlus size={16} />} disabled={full || text.trim() === ''} onClick={() => add(shareIdOfInput(text))} data-testid="compare-add">
          {t('stuff.compare.add')}
        </Button>
        {mine.length > 0 && (
          <LazySelect
            style={{ flex: '1 1 14rem' }}
            label={t('stuff.compare.addMine')}
            placeholder={t('stuff.compare.pickMine')}
            data={mine.map((stuff) => ({ value: stuff.id, label: `${stuff.title} (${stuff.level})` }))}
            value={null}
            disabled={full}
            searchable
            onChange={(id) => id && add(id)}
            data-testid="compare-add-mine"
          />
        )}
      </Group>
      {full && (
        <Text size="xs" c="dimmed" mt={4}>
          {t('stuff.compare.full', { count: COMPARE_MAX })}
        </Text>
      )}
    </Paper>
  );
}

/** `tools/stuffs/compare?ids=a,b`: 2-4 builds side by side, with a link that holds them. */
export function ComparePage({ data }: { data: ComparisonData }) {
  const { t } = useTranslation();
  const { lang, docs, draft, reference, worn, ids } = data;
  const builds = useMemo((): ComparedBuild[] => {
    const computed = (stuff: Stuff) => stuffComputation(stuff, wornSubset(worn, wornItemIds(stuff)), reference, lang);
    const saved = docs.map((doc) => {
      const stuff = fromDoc(doc);
      return { key: doc.id, title: doc.title, path: `/tools/stuff/${doc.id}`, stuff, computation: computed(stuff) };
    });
    if (!draft) return saved;
    return [...saved, { key: 'draft', title: t('stuff.compare.inProgress'), stuff: draft.stuff, computation: computed(draft.stuff) }];
  }, [docs, draft, worn, reference, lang, t]);
  const without = (key: string) =>
    localePath(lang, key === 'draft' ? comparePath(ids) : comparePath(ids.filter((other) => other !== key), draft?.param));
  return (
    <Stack gap="md" data-testid="compare-page">
      <Title order={1}>{t('stuff.compare.heading')}</Title>
      <Text size="sm" c="dimmed">
        {t('stuff.compare.intro')}
      </Text>
      <AddBuild data={data} />
      {builds.length > 0 && (
        <Group gap="xs" wrap="wrap" data-testid="compare-builds">
          {builds.map(({ key, title, path }, index) => (
            <Paper key={key} withBorder px="sm" py={4} radius="xl">
              <Group gap={6} wrap="nowrap">
                <Text size="sm" fw={700}>
                  {String.fromCharCode(65 + index)}
                </Text>
                {path ? (
                  <Anchor component={Link} to={localePath(lang, path)} size="sm">
                    {title}
                  </Anchor>
                ) : (
                  <Text size="sm" fs="italic">
                    {title}
                  </Text>
                )}
                <CloseButton component={Link} to={without(key)} size="sm" aria-label={t('stuff.compare.remove', { title })} />
              </Group>
            </Paper>
          ))}
        </Group>
      )}
      {data.draftUnreadable && (
        <Alert color="orange" variant="light" data-testid="compare-draft-unreadable">
          {t('stuff.compare.draftUnreadable')}
        </Alert>
      )}
      {builds.length < 2 ? (
        <Alert color="blue" variant="light" data-testid="compare-need-two">
          {t('stuff.compare.needTwo')}{' '}
          <Anchor component={Link} to={localePath(lang, '/tools/stuffs')}>
            {t('stuff.compare.browse')}
          </Anchor>
        </Alert>
      ) : (
        <>
          <ShareLinkField
            path={localePath(lang, comparePath(ids, draft?.param))}
            label={t('stuff.compare.shareLink')}
            copyLabel={t('stuff.view.copyLink')}
            copiedLabel={t('stuff.view.copied')}
            testId="compare-share-link"
          />
          <CompareTables builds={builds} reference={reference} lang={lang} />
          <CompareDamage builds={builds} lang={lang} />
          <CompareCraft builds={builds} lang={lang} />
        </>
      )}
    </Stack>
  );
}
