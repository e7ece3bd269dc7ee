import { Anchor, Stack, Text, Title } from '@mantine/core';
import { Table } from '../../ui/table/Table';
import { useTranslation } from '../../i18n/use-translation';
import type { Language } from '../../i18n/languages';
import type { BugReport } from './types';
import { TableScroll } from '../../ui/TableScroll';

/** The latest bug reports, newest first. */
export function BugReportList({ reports, total, lang }: { reports: BugReport[]; total: number; lang: Language }) {
  const { t } = useTranslation();
  const date = new Intl.DateTimeFormat(lang, { dateStyle: 'medium', timeStyle: 'long', timeZone: 'UTC' });
  return (
    <Stack gap="xs">
      <Title order={2}>{t('back-office.bugReports', { count: total })}</Title>
      {reports.length === 0 ? (
        <Text c="dimmed" data-testid="bug-reports-empty">
          {t('back-office.noBugReports')}
        </Text>
      ) : (
        <TableScroll minWidth={640}>
          <Table striped data-testid="bug-report-table">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t('back-office.date')}</Table.Th>
                <Table.Th>{t('back-office.title')}</Table.Th>
                <Table.Th>{t('back-office.description')}</Table.Th>
                <Table.Th>{t('back-office.page')}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {reports.map((report) => (
                <Table.Tr key={String(report._id)}>
                  <Table.Td style={{ whiteSpace: 'nowrap' }}>{report.createdAt ? date.format(new Date(report.createdAt)) : ''}</Table.Td>
                  <Table.Td>{report.title}</Table.Td>
                  <Table.Td style={{ whiteSpace: 'pre-wrap' }}>{report.description}</Table.Td>
                  <Table.Td>{report.page?.startsWith('/') ? <Anchor href={report.page}>{report.page}</Anchor> : report.page}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </TableScroll>
      )}
    </Stack>
  );
}
