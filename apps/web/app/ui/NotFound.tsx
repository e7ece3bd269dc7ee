import { Button, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from '../i18n/use-translation';
import { Link, useParams } from 'react-router';
import { DEFAULT_LANGUAGE, isLanguage } from '../i18n/languages';

export function NotFound({ message }: { message?: string }) {
  const { t } = useTranslation();
  const params = useParams();
  const lang = isLanguage(params.lang) ? params.lang : DEFAULT_LANGUAGE;
  return (
    <Stack align="flex-start" py="xl" data-testid="not-found">
      <Title order={1}>{t('notFound.heading')}</Title>
      <Text>{message ?? t('notFound.text')}</Text>
      <Button component={Link} to={`/${lang}`}>
        {t('notFound.home')}
      </Button>
    </Stack>
  );
}
