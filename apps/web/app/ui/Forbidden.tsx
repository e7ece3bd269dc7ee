import { Button, Group, Stack, Text, Title } from '@mantine/core';
import { Link, useParams } from 'react-router';
import { DEFAULT_LANGUAGE, isLanguage } from '../i18n/languages';
import { useTranslation } from '../i18n/use-translation';

/** What a 403 answer of a page carries: whose account was refused, and a same-site page to go back to. */
export interface ForbiddenData {
  key: 'forbidden';
  username: string;
  back: string | null;
}

export function isForbiddenData(data: unknown): data is ForbiddenData {
  return typeof data === 'object' && data !== null && (data as { key?: unknown }).key === 'forbidden';
}

/** The page a signed-in visitor without the role sees (status 403): it says so, and offers a way back. */
export function Forbidden({ username, back }: Omit<ForbiddenData, 'key'>) {
  const { t } = useTranslation();
  const params = useParams();
  const lang = isLanguage(params.lang) ? params.lang : DEFAULT_LANGUAGE;
  return (
    <Stack align="flex-start" py="xl" data-testid="forbidden">
      <title>{t('meta.forbidden.title')}</title>
      <Title order={1}>{t('forbidden.heading')}</Title>
      <Text>{t('forbidden.text', { username })}</Text>
      <Group>
        {back && (
          <Button component={Link} to={back} data-testid="forbidden-back">
            {t('forbidden.return')}
          </Button>
        )}
        <Button component={Link} to={`/${lang}`} variant={back ? 'default' : 'filled'}>
          {t('forbidden.home')}
        </Button>
      </Group>
    </Stack>
  );
}
