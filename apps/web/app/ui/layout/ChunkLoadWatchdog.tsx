import { Alert, Button } from '@mantine/core';
import { useEffect, useState } from 'react';
import { useTranslation } from '../../i18n/use-translation';
import { useNavigation } from 'react-router';

/** Spec §8/§9: a page part (lazy route chunk or its data) still not loaded after 120 s is reported. */
export const CHUNK_LOAD_TIMEOUT_MS = 120_000;

export function ChunkLoadWatchdog({ timeoutMs = CHUNK_LOAD_TIMEOUT_MS }: { timeoutMs?: number }) {
  const { t } = useTranslation();
  const navigation = useNavigation();
  const [failed, setFailed] = useState(false);
  const isLoading = navigation.state !== 'idle';

  useEffect(() => {
    if (!isLoading) return;
    const timer = setTimeout(() => setFailed(true), timeoutMs);
    return () => clearTimeout(timer);
  }, [isLoading, timeoutMs]);

  useEffect(() => {
    // Vite fires this when a dynamic import of a route chunk fails outright.
    const onPreloadError = () => setFailed(true);
    window.addEventListener('vite:preloadError', onPreloadError);
    return () => window.removeEventListener('vite:preloadError', onPreloadError);
  }, []);

  if (!failed) return null;
  return (
    <Alert color="red" title={t('errors.generic')} role="alert" data-testid="chunk-load-error" mb="md">
      {t('errors.chunkLoad')}{' '}
      <Button size="xs" variant="white" color="red" onClick={() => window.location.reload()}>
        {t('errors.reload')}
      </Button>
    </Alert>
  );
}
