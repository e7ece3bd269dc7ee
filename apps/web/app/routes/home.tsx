import { Stack, Text, Title } from '@mantine/core';
import { useTranslation } from '../i18n/use-translation';
import { useParams } from 'react-router';
import type { Route } from './+types/home';
import { HomeSearch } from '../features/home/HomeSearch';
import { DATABASE_CARDS, TOOL_CARDS } from '../features/home/sections';
import { SectionCards } from '../features/home/SectionCards';
import { DEFAULT_LANGUAGE, isLanguage } from '../i18n/languages';
import { translatedMeta } from '../lib/meta';

export const meta: Route.MetaFunction = ({ params }) => translatedMeta(params.lang, 'meta.home');

export default function Home() {
  const { t } = useTranslation();
  const params = useParams();
  const lang = isLanguage(params.lang) ? params.lang : DEFAULT_LANGUAGE;
  return (
    <Stack gap="xl">
      <Stack gap="xs">
        <Title order={1}>{t('home.heading')}</Title>
        <Text c="dimmed">{t('home.intro')}</Text>
      </Stack>
      <HomeSearch lang={lang} />
      <SectionCards lang={lang} title={t('home.databaseTitle')} cards={DATABASE_CARDS} />
      <SectionCards lang={lang} title={t('home.toolsTitle')} cards={TOOL_CARDS} />
    </Stack>
  );
}
