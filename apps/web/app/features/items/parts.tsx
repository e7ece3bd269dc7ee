import '@mantine/core/styles/Card.layer.css';
import { Anchor, Button, Card, Group, Stack, Title } from '@mantine/core';
import { useState, type ReactNode } from 'react';
import { useTranslation } from '../../i18n/use-translation';
import { Link } from 'react-router';
import { localePath, type Language } from '../../i18n/languages';
import { GameImage } from '../../ui/GameImage';
import { LocalizedName, type Localized } from '../../ui/LocalizedName';

/** A titled card of the detail pages. */
export function Section({ title, children, testId }: { title: string; children: ReactNode; testId: string }) {
  return (
    <Card withBorder radius="md" padding="md" component="section" data-testid={testId}>
      <Stack gap="sm">
        <Title order={2} fz="h4">
          {title}
        </Title>
        {children}
      </Stack>
    </Card>
  );
}

/** An icon and a localized name linking to an entity page. */
export function EntityLink({
  lang,
  doc,
  path,
  testId,
  img,
}: {
  lang: Language;
  doc: Localized & { id: number };
  path: string;
  testId?: string;
  img?: string | null;
}) {
  return (
    <Group gap="xs" wrap="nowrap">
      {img !== null && <GameImage img={img} alt="" size={28} />}
      <Anchor component={Link} to={localePath(lang, path)} data-testid={testId}>
        <LocalizedName doc={doc} lang={lang} />
      </Anchor>
    </Group>
  );
}

/** How many rows a side list of a detail page shows before "Show all". */
export const FOLDED_ROWS = 20;

/** The first `FOLDED_ROWS` rows, and a toggle that unfolds the rest (all rows are in the page). */
export function useFoldedRows<T>(rows: readonly T[]): { shown: readonly T[]; toggle: ReactNode } {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  if (rows.length <= FOLDED_ROWS) return { shown: rows, toggle: null };
  return {
    shown: open ? rows : rows.slice(0, FOLDED_ROWS),
    toggle: (
      <Button
        variant="subtle"
        size="compact-sm"
        onClick={() => setOpen(!open)}
        data-testid="show-all-rows"
        aria-expanded={open}
      >
        {open ? t('items.detail.showFewer') : t('items.detail.showAll', { count: rows.length })}
      </Button>
    ),
  };
}
