import '@mantine/core/styles/Combobox.layer.css';
import { LazySelect } from '../../ui/select/LazySelect';
import { useTranslation } from '../../i18n/use-translation';
import type { Option } from '../characters';

/** The board's server: the startup list of servers (spec §7), searchable. */
export function ServerSelect({ servers, value, onChange, label, testId }: { servers: Option[]; value: number | null; onChange: (id: number | null) => void; label?: string; testId?: string }) {
  const { t } = useTranslation();
  return (
    <LazySelect
      label={label ?? t('boards.server')}
      placeholder={t('boards.pickServer')}
      data={servers}
      value={value === null ? null : String(value)}
      onChange={(next) => onChange(next ? Number(next) : null)}
      searchable
      nothingFoundMessage={t('boards.noServer')}
      data-testid={testId ?? 'board-server'}
    />
  );
}
