import { Anchor, Card, Group, Stack, Title } from '@mantine/core';
import type { ReactNode } from 'react';
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
