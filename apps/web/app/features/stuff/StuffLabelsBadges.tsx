import { Badge, Group } from '@mantine/core';
import { useTranslation } from '../../i18n/use-translation';
import type { StuffElement, StuffTag } from './stuff-labels';

/** A build's tags and elements as its author gave them; nothing when it has none. */
export function StuffLabelsBadges({ tags, elements }: { tags: readonly StuffTag[]; elements: readonly StuffElement[] }) {
  const { t } = useTranslation();
  if (tags.length === 0 && elements.length === 0) return null;
  return (
    <Group gap={4} mt={2} data-testid="stuff-labels">
      {elements.map((element) => (
        <Badge key={element} size="xs" variant="light" color="teal">
          {t(`stuff.elements.${element}`)}
        </Badge>
      ))}
      {tags.map((tag) => (
        <Badge key={tag} size="xs" variant="outline">
          {t(`stuff.tags.${tag}`)}
        </Badge>
      ))}
    </Group>
  );
}
