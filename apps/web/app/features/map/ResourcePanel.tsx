import { Anchor, Paper, Stack, Text, UnstyledButton } from '@mantine/core';
import { Link } from 'react-router';
import { useTranslation } from '../../i18n/use-translation';
import type { MapSubArea } from './loader';
import type { ResourceLayer } from './resource-layer';

export interface ResourcePanelProps {
  resource: ResourceLayer | null;
  /** The picked resource's id when the data knows no sub-area holding it (`resource` is then null). */
  missing: boolean;
  subAreas: ReadonlyMap<number, MapSubArea>;
  onSubArea(subAreaId: number): void;
  /** The address of the same view in another world. */
  worldHref(world: number): string;
}

/**
 * The picked resource: the sub-areas of this world that hold it (each moves the map there), the
 * other worlds that do, and what the data does not say (which maps, how many).
 */
export function ResourcePanel({ resource, missing, subAreas, onSubArea, worldHref }: ResourcePanelProps) {
  const { t } = useTranslation();
  if (!resource && !missing) return null;
  if (!resource)
    return (
      <Paper withBorder p="sm" data-testid="map-resource-panel">
        <Text size="sm">{t('map.resource.unknown')}</Text>
      </Paper>
    );
  const here = resource.subAreaIds
    .map((id) => subAreas.get(id))
    .filter((sub): sub is MapSubArea => !!sub && !!sub.name)
    .sort((a, b) => (a.level ?? 0) - (b.level ?? 0) || a.name.localeCompare(b.name));
  return (
    <Paper withBorder p="sm" data-testid="map-resource-panel">
      <Stack gap={6}>
        <Text size="sm" fw={700} component="h2" m={0}>
          {resource.name}
        </Text>
        <Text size="sm">
          {here.length > 0 ? t('map.resource.inWorld', { count: here.length }) : t('map.resource.noneInWorld')}
        </Text>
        {here.length > 0 && (
          <Stack component="ul" gap={2} m={0} p={0} mah={260} style={{ listStyle: 'none', overflowY: 'auto' }}>
            {here.map((sub) => (
              <li key={sub.id}>
                <UnstyledButton
                  onClick={() => onSubArea(sub.id)}
                  aria-label={t('map.resource.goTo', { name: sub.name })}
                  c="var(--mantine-color-anchor)"
                  fz="sm"
                  data-testid="map-resource-subarea"
                >
                  {sub.level ? t('map.findSubArea.option', { name: sub.name, level: sub.level }) : sub.name}
                </UnstyledButton>
              </li>
            ))}
          </Stack>
        )}
        {resource.elsewhere.length > 0 && (
          <Text size="sm" data-testid="map-resource-elsewhere">
            {t('map.resource.elsewhere')}{' '}
            {resource.elsewhere.map((other, index) => (
              <span key={other.world}>
                {index > 0 && ', '}
                <Anchor component={Link} to={worldHref(other.world)} preventScrollReset>
                  {t('map.resource.elsewhereWorld', { name: other.name, count: other.subAreas })}
                </Anchor>
              </span>
            ))}
          </Text>
        )}
        <Text size="xs" c="dimmed">
          {t('map.resource.source')}
        </Text>
      </Stack>
    </Paper>
  );
}
