import '@mantine/core/styles/Chip.layer.css';
import { Chip, Group, Stack, Text, Title } from '@mantine/core';
import { SimpleGrid } from '../../ui/grid/SimpleGrid';
import { useEffect, useState } from 'react';
import { useTranslation } from '../../i18n/use-translation';
import { useSearchParams } from 'react-router';
import { localized } from '../../ui/LocalizedName';
import { useSession } from '../../session/use-session';
import { rememberServer } from '../boards';
import { ServerSelect } from '../boards';
import { SignInToWrite } from '../boards';
import type { PortalsData } from './loader';
import { PortalCard } from './PortalCard';
import { PortalReportForm } from './PortalReportForm';

/** `tools/portals`: per server and dimension, where the portal stands and how much to trust it. */
export function PortalsPage({ lang, servers, dimensions, server, dimension, reports, now }: PortalsData) {
  const { t } = useTranslation();
  const { user, isConnected } = useSession();
  // Set once the page is interactive (tests and scripts wait for it).
  const [ready, setReady] = useState(false);
  useEffect(() => setReady(true), []);
  const [, setParams] = useSearchParams();
  // The address holds the server and dimension, so a board can be shared as a link.
  const show = (next: { server?: number | null; dimension?: number | null }) => {
    const nextServer = next.server !== undefined ? next.server : server;
    const nextDimension = next.dimension !== undefined ? next.dimension : dimension;
    if (next.server) rememberServer(next.server);
    const search = new URLSearchParams();
    if (nextServer !== null) search.set('server', String(nextServer));
    if (nextDimension !== null) search.set('dimension', String(nextDimension));
    setParams(search, { preventScrollReset: true });
  };
  const shown = dimensions.filter((d) => dimension === null || d.id === dimension);
  const userId = isConnected && user ? Number(user._id) : null;
  return (
    <Stack gap="md" data-testid="portals-page" data-ready={ready}>
      <Title order={1}>{t('portals.title')}</Title>
      <Text c="dimmed">{t('portals.intro')}</Text>
      <Group align="flex-end" gap="sm" wrap="wrap">
        <ServerSelect servers={servers} value={server} onChange={(id) => show({ server: id })} />
        <Chip.Group multiple={false} value={dimension === null ? '' : String(dimension)} onChange={(value) => show({ dimension: value ? Number(value) : null })}>
          <Group gap={6} role="radiogroup" aria-label={t('portals.dimension')} data-testid="portal-dimension-filter">
            {[{ value: '', label: t('portals.allDimensions') }, ...dimensions.map((d) => ({ value: String(d.id), label: localized(d.name, lang) }))].map((option) => (
              <Chip key={option.value} value={option.value} size="sm">
                {option.label}
              </Chip>
            ))}
          </Group>
        </Chip.Group>
      </Group>
      {server === null ? (
        <Text data-testid="portals-pick-server">{t('boards.pickServerFirst')}</Text>
      ) : (
        <>
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
            {shown.map((d) => {
              const ofDimension = reports.filter((report) => report.dimension === d.id);
              return (
                <PortalCard
                  key={d.id}
                  dimension={d}
                  current={ofDimension.find((report) => report.status !== 'history')}
                  history={ofDimension.filter((report) => report.status === 'history')}
                  userId={userId}
                  now={now}
                  lang={lang}
                />
              );
            })}
          </SimpleGrid>
          {userId ? <PortalReportForm key={`${server}-${dimension}`} server={server} dimensions={dimensions} initialDimension={dimension} lang={lang} /> : <SignInToWrite lang={lang} messageKey="portals.signIn" />}
        </>
      )}
    </Stack>
  );
}
