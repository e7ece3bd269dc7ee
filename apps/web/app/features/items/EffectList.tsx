import '@mantine/core/styles/Code.layer.css';
import '@mantine/core/styles/List.layer.css';
import { Code, List, Text } from '@mantine/core';
import { SimpleGrid } from '../../ui/grid/SimpleGrid';
import { useTranslation } from '../../i18n/use-translation';
import { FrMark } from '../../ui/LocalizedName';
import { useConfigFlags } from '../settings';
import type { EffectLine } from './effect-lines';

interface Props {
  lines: EffectLine[];
  testId?: string;
}

function LineText({ line, debug }: { line: EffectLine; debug: boolean }) {
  return (
    <>
      <Text span c={line.isMalus ? 'red' : undefined} inherit>
        {line.text}
      </Text>
      {line.isFrenchText && (
        <Text span ml={4}>
          <FrMark doc={{ missingTranslations: ['en'] }} lang="en" />
        </Text>
      )}
      {debug && (
        <Code ml={6} data-testid="effect-debug">
          {`effect ${line.effectId} · charac ${line.characteristic}`}
        </Code>
      )}
    </>
  );
}

/**
 * Effect lines. `display_all_effects` adds the non-characteristic lines, `dense_characteristics`
 * packs them in a compact grid, `debug` shows effect and characteristic ids.
 */
export function EffectList({ lines, testId = 'effect-list' }: Props) {
  const { t } = useTranslation();
  const { display_all_effects: displayAll, dense_characteristics: dense, debug } = useConfigFlags();
  const shown = displayAll ? lines : lines.filter((line) => line.isMain);
  const hidden = lines.length - shown.length;
  if (lines.length === 0) {
    return (
      <Text c="dimmed" fz="sm" data-testid={testId}>
        {t('items.detail.noEffects')}
      </Text>
    );
  }
  const hint = hidden > 0 && (
    <Text c="dimmed" fz="xs" data-testid="effects-hidden">
      {t('items.detail.hiddenEffects', { count: hidden })}
    </Text>
  );
  if (dense) {
    return (
      <>
        <SimpleGrid
          cols={{ base: 2, sm: 3 }}
          spacing={4}
          verticalSpacing={0}
          data-testid={testId}
          data-dense="true"
        >
          {shown.map((line, index) => (
            <Text key={index} fz="xs" lh={1.4} data-testid="effect-line">
              <LineText line={line} debug={debug} />
            </Text>
          ))}
        </SimpleGrid>
        {hint}
      </>
    );
  }
  return (
    <>
      <List spacing={2} size="sm" data-testid={testId}>
        {shown.map((line, index) => (
          <List.Item key={index} data-testid="effect-line">
            <LineText line={line} debug={debug} />
          </List.Item>
        ))}
      </List>
      {hint}
    </>
  );
}
