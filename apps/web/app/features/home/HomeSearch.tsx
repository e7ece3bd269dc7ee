import { Button, Group, TextInput } from '@mantine/core';
import { IconSearch } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Form } from 'react-router';
import { localePath, type Language } from '../../i18n/languages';

/** Searches items by name: submits to the item list, whose URL holds the search. */
export function HomeSearch({ lang }: { lang: Language }) {
  const { t } = useTranslation();
  return (
    <Form method="get" action={localePath(lang, '/database/objects')} role="search">
      <Group align="flex-end" wrap="nowrap">
        <TextInput
          name="name"
          label={t('home.searchLabel')}
          placeholder={t('home.searchPlaceholder')}
          leftSection={<IconSearch size={16} />}
          style={{ flex: 1 }}
          data-testid="home-search"
        />
        <Button type="submit">{t('home.searchButton')}</Button>
      </Group>
    </Form>
  );
}
