import { Text } from '@mantine/core';
import { Table } from '../../ui/table/Table';
import type { DamageRange, ElementDamage } from '@grimoire/rules';
import { useTranslation } from '../../i18n/use-translation';
import type { Language } from '../../i18n/languages';

function Amount({ range, lang }: { range: DamageRange; lang: Language }) {
  const average = range.average.toLocaleString(lang, { maximumFractionDigits: 1 });
  return (
    <>
      {range.min === range.max ? range.min : `${range.min}–${range.max}`}
      {range.min !== range.max && (
        <Text span size="xs" c="dimmed">
          {' '}
          ({average})
        </Text>
      )}
    </>
  );
}

/** One row per line: normal and critical min–max with their average; a steal adds what it heals back. */
export function DamageTable({ rows, lang }: { rows: readonly ElementDamage[]; lang: Language }) {
  const { t } = useTranslation();
  return (
    <Table verticalSpacing={2}>
      <Table.Thead>
        <Table.Tr>
          <Table.Th>{t('stuff.damage.element')}</Table.Th>
          <Table.Th>{t('stuff.damage.normal')}</Table.Th>
          <Table.Th>{t('stuff.damage.critical')}</Table.Th>
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {rows.map(({ element, preview }, index) => (
          <Table.Tr key={index} data-testid={`damage-line-${element}`} data-kind={preview.kind}>
            <Table.Td>{t(`stuff.damage.kind.${preview.kind}`, { element: t(`stuff.elements.${element}`) })}</Table.Td>
            {(['normal', 'critical'] as const).map((hit) => (
              <Table.Td key={hit} data-testid={`damage-${hit}`}>
                <Amount range={preview[hit]} lang={lang} />
                {preview.stolen && (
                  <Text size="xs" c="dimmed">
                    {t('stuff.damage.stolen')} <Amount range={preview.stolen[hit]} lang={lang} />
                  </Text>
                )}
              </Table.Td>
            ))}
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  );
}
