import { Alert, Button, Container, Stack, Title } from '@mantine/core';
import { useTranslation } from '../i18n/use-translation';
import { isRouteErrorResponse } from 'react-router';
import { NotFound } from './NotFound';
import { Forbidden, isForbiddenData } from './Forbidden';

/** Localized not-found page for 404 answers, the restricted page for 403, a recoverable error panel for anything else. */
export function RouteErrorBoundary({ error }: { error: unknown }) {
  const { t } = useTranslation();
  if (isRouteErrorResponse(error) && error.status === 403 && isForbiddenData(error.data)) {
    return (
      <Container size="md">
        <Forbidden username={error.data.username} back={error.data.back} />
      </Container>
    );
  }
  if (isRouteErrorResponse(error) && error.status === 404) {
    const message = typeof error.data === 'string' && error.data ? t(error.data) : undefined;
    return (
      <Container size="md">
        <title>{t('meta.notFound.title')}</title>
        <NotFound message={message} />
      </Container>
    );
  }
  return (
    <Container size="md" py="xl">
      <title>{t('meta.error.title')}</title>
      <Stack align="flex-start">
        <Title order={1}>{t('errors.boundaryHeading')}</Title>
        <Alert color="red" role="alert">
          {t('errors.generic')}
        </Alert>
        <Button onClick={() => window.location.reload()}>{t('errors.reload')}</Button>
      </Stack>
    </Container>
  );
}
