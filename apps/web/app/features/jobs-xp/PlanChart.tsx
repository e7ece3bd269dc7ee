import '@mantine/core/styles/ColorSwatch.layer.css';
import '@mantine/charts/styles.layer.css';
import { LineChart } from '@mantine/charts';
import { Box } from '@mantine/core';
import { useTranslation } from '../../i18n/use-translation';

/** Level reached against crafts made, one point per level of the plan. */
export function PlanChart({ height, points }: { height: number; points: { crafts: number; level: number }[] }) {
  const { t } = useTranslation();
  return (
    // A chart is one image to assistive technologies, named by its label.
    <Box role="img" aria-label={t('jobs-xp.chart.label')} data-testid="plan-chart">
      <LineChart
      h={height}
      data={points}
      dataKey="crafts"
      series={[{ name: 'level', label: t('jobs-xp.chart.level'), color: 'teal.6' }]}
      curveType="stepAfter"
      withDots={false}
      xAxisLabel={t('jobs-xp.chart.crafts')}
      yAxisLabel={t('jobs-xp.chart.level')}
      xAxisProps={{ type: 'number', domain: [0, 'dataMax'] }}
      yAxisProps={{ domain: [1, 200] }}
      />
    </Box>
  );
}
