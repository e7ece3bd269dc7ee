import '@mantine/core/styles/Code.layer.css';
import { Code } from '@mantine/core';
import { useConfigFlags } from '../features/settings/flags';

interface DebugIdsProps {
  /** The game record shown by the page. */
  record: object;
  /** Its fields to show, in order (ids and links to other records). */
  fields: readonly string[];
  testId?: string;
}

function show(value: unknown): string {
  if (value === undefined || value === null || value === '') return '—';
  if (Array.isArray(value)) return value.length ? value.map(show).join(',') : '—';
  return typeof value === 'object' ? JSON.stringify(value) : String(value);
}

/**
 * With the `debug` flag on, the game's raw ids of the record (developer output, not translated:
 * field names are the game data's own).
 */
export function DebugIds({ record, fields, testId = 'debug-ids' }: DebugIdsProps) {
  const { debug } = useConfigFlags();
  if (!debug) return null;
  const values = record as Record<string, unknown>;
  return (
    <Code data-testid={testId}>{fields.map((field) => `${field} ${show(values[field])}`).join(' · ')}</Code>
  );
}
