import '@mantine/core/styles/Combobox.layer.css';
import { Button, Paper, Stack, Title } from '@mantine/core';
import { Grid } from '../../ui/grid/Grid';
import { LazyNumberInput } from '../../ui/number/LazyNumberInput';
import { LazySelect } from '../../ui/select/LazySelect';
import { COORDINATE_MAX, COORDINATE_MIN } from '@grimoire/rules';
import { useState } from 'react';
import { useTranslation } from '../../i18n/use-translation';
import { useApi } from '../../api/use-api';
import type { Language } from '../../i18n/languages';
import { localized } from '../../ui/LocalizedName';
import type { Dimension } from '../boards';
import { useBoardAction } from '../boards';

const toInt = (value: string | number) => (value === '' ? null : Math.trunc(Number(value)));

/** A signed-in player reports where a dimension's portal stands now, on the board's server. */
export function PortalReportForm({ server, dimensions, initialDimension, lang }: { server: number; dimensions: Dimension[]; initialDimension: number | null; lang: Language }) {
  const { t } = useTranslation();
  const api = useApi();
  const { run, pending } = useBoardAction();
  const [dimension, setDimension] = useState<number | null>(initialDimension);
  const [posX, setPosX] = useState<number | null>(null);
  const [posY, setPosY] = useState<number | null>(null);
  const [uses, setUses] = useState<number | null>(null);
  const ready = dimension !== null && posX !== null && posY !== null;
  const submit = async (event: React.FormEvent) => {
    event.preventDefault();
    if (!ready) return;
    const body = { server, dimension, posX, posY, ...(uses !== null ? { remainingUses: uses } : {}) };
    if (await run(() => api.create('portals', body), 'portals.reported')) {
      setPosX(null);
      setPosY(null);
      setUses(null);
    }
  };
  return (
    <Paper withBorder p="md" radius="md" component="form" onSubmit={submit} data-testid="portal-form">
      <Stack gap="sm">
        <Title order={2} size="h4">
          {t('portals.form.title')}
        </Title>
        <Grid gutter="sm">
          <Grid.Col span={{ base: 12, sm: 3 }}>
            <LazySelect label={t('portals.form.dimension')} data={dimensions.map((d) => ({ value: String(d.id), label: localized(d.name, lang) }))} value={dimension === null ? null : String(dimension)} onChange={(value) => setDimension(value ? Number(value) : null)} required data-testid="portal-form-dimension" />
          </Grid.Col>
          <Grid.Col span={{ base: 4, sm: 3 }}>
            <LazyNumberInput label={t('portals.form.posX')} min={COORDINATE_MIN} max={COORDINATE_MAX} allowDecimal={false} clampBehavior="none" value={posX ?? ''} onChange={(value) => setPosX(toInt(value))} required data-testid="portal-form-x" />
          </Grid.Col>
          <Grid.Col span={{ base: 4, sm: 3 }}>
            <LazyNumberInput label={t('portals.form.posY')} min={COORDINATE_MIN} max={COORDINATE_MAX} allowDecimal={false} clampBehavior="none" value={posY ?? ''} onChange={(value) => setPosY(toInt(value))} required data-testid="portal-form-y" />
          </Grid.Col>
          <Grid.Col span={{ base: 4, sm: 3 }}>
            <LazyNumberInput label={t('portals.form.uses')} min={0} max={1000} allowDecimal={false} allowNegative={false} value={uses ?? ''} onChange={(value) => setUses(toInt(value))} data-testid="portal-form-uses" />
          </Grid.Col>
        </Grid>
        <Button type="submit" loading={pending} disabled={!ready} style={{ alignSelf: 'flex-start' }} data-testid="portal-form-submit">
          {t('portals.form.submit')}
        </Button>
      </Stack>
    </Paper>
  );
}
