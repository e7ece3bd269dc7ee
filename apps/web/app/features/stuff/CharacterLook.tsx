import { Center, Paper, Text } from '@mantine/core';
import { useQuery } from '../../api/queries/queries';
import type { Sexe } from '@grimoire/rules';
import { useTranslation } from '../../i18n/use-translation';
import { useApi } from '../../api/use-api';
import { GameImage } from '../../ui/GameImage';

/** The class artwork for the chosen sex (`GET /api/look`); worn items do not change it. */
export function CharacterLook({ breedId, sexe, name }: { breedId: number; sexe: Sexe; name: string }) {
  const { t } = useTranslation();
  const api = useApi();
  const look = useQuery({
    queryKey: ['stuff-look', breedId, sexe],
    // `look` answers one object rather than a page.
    queryFn: () => api.find('look', { breedId, sexe }),
    staleTime: Infinity,
    retry: false,
  });
  return (
    <Paper withBorder p="sm" radius="md" data-testid="character-look">
      <Center>
        <GameImage img={look.data?.url} alt={t('stuff.look.alt', { name })} size={160} />
      </Center>
      <Text size="xs" c="dimmed" ta="center" mt={4}>
        {name} · {t(`stuff.characteristics.${sexe}`)}
      </Text>
    </Paper>
  );
}
