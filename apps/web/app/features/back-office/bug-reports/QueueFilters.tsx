import '@mantine/core/styles/Combobox.layer.css';
import { Button, Group, NativeSelect, Switch, TextInput } from '@mantine/core';
import { Form, Link } from 'react-router';
import { BUG_REPORT_STATUSES } from '@grimoire/server/client';
import { useTranslation } from '../../../i18n/use-translation';
import type { QueueState } from './queue-state';

/**
 * The queue's filters as a GET form: they land in the URL (a link shares the view, the back button
 * steps through filters), and work before the page hydrates.
 */
export function QueueFilters({ state, resetTo }: { state: QueueState; resetTo: string }) {
  const { t } = useTranslation();
  const statuses = [...BUG_REPORT_STATUSES, 'all'] as const;
  return (
    <Form method="get" data-testid="queue-filters">
      <Group align="flex-end" gap="sm">
        <NativeSelect
          name="status"
          label={t('back-office.queue.statusLabel')}
          defaultValue={state.status}
          data={statuses.map((value) => ({ value, label: t(`back-office.queue.statuses.${value}`) }))}
          data-testid="queue-status"
        />
        <TextInput
          name="q"
          type="search"
          label={t('back-office.queue.search')}
          description={t('back-office.queue.searchHint')}
          defaultValue={state.q}
          maxLength={100}
          data-testid="queue-search"
        />
        <TextInput
          name="at"
          label={t('back-office.queue.at')}
          description={t('back-office.queue.atHint')}
          defaultValue={state.at}
          maxLength={500}
        />
        <TextInput name="from" type="date" label={t('back-office.queue.from')} defaultValue={state.from} />
        <TextInput name="to" type="date" label={t('back-office.queue.to')} defaultValue={state.to} />
        {state.fingerprint && <input type="hidden" name="fingerprint" value={state.fingerprint} />}
        <Switch name="grouped" value="1" label={t('back-office.queue.grouped')} defaultChecked={state.grouped} mb={8} data-testid="queue-grouped" />
        <Button type="submit" data-testid="queue-filter">
          {t('back-office.queue.filter')}
        </Button>
        <Button component={Link} to={resetTo} variant="subtle">
          {t('back-office.queue.reset')}
        </Button>
      </Group>
    </Form>
  );
}
