import { Anchor } from '@mantine/core';
import { IconMap2 } from '@tabler/icons-react';
import { useTranslation } from '../../i18n/use-translation';
import { Link } from 'react-router';
import { localePath, type Language } from '../../i18n/languages';
import { mapLinkToMap, mapLinkToSubArea } from './links';

/** "See on the map": opens the world map on a map (`mapId`) or a sub-area. */
export function MapLink({
  lang,
  mapId,
  subAreaId,
  label,
}: {
  lang: Language;
  mapId?: number;
  subAreaId?: number;
  label?: string;
}) {
  const { t } = useTranslation();
  const path =
    mapId !== undefined ? mapLinkToMap(mapId) : subAreaId !== undefined ? mapLinkToSubArea(subAreaId) : null;
  if (!path) return null;
  return (
    <Anchor
      component={Link}
      to={localePath(lang, path)}
      fz="sm"
      data-testid="map-link"
      style={{ display: 'inline-flex', alignItems: 'center', gap: 4 }}
    >
      <IconMap2 size={14} aria-hidden />
      {label ?? t('map.link')}
    </Anchor>
  );
}
