import type { Knex } from 'knex';
import { writeAudit, type Actor, type AuditEntry, type Row } from '../back-office/audit';
import type { UndoableTable } from '../back-office/curated-table';
import { BUG_REPORTS_TABLE } from './bug-reports.class';
import { bugReportsPath } from './bug-reports.shared';

interface ActionBefore {
  reports: Row[];
}

/**
 * Undoes a moderator's action on bug reports (`BugReportService.act`): a status change puts back each
 * report's previous status, for the reports still in the status the action gave them (a report
 * changed since is left as it is now); a deletion puts the deleted reports back, ids and all.
 */
export const bugReportUndo: UndoableTable = {
  spec: { service: bugReportsPath },
  async undo(trx: Knex.Transaction, entry: AuditEntry, actor: Actor): Promise<void> {
    const reports = (entry.before as unknown as ActionBefore | null)?.reports ?? [];
    const ids = reports.map((report) => Number(report._id));
    let restored: number[];
    if (entry.method === 'remove') {
      const present = new Set(((await trx(BUG_REPORTS_TABLE).whereIn('_id', ids).pluck('_id')) as number[]).map(Number));
      const missing = reports.filter((report) => !present.has(Number(report._id)));
      for (let at = 0; at < missing.length; at += 100) await trx(BUG_REPORTS_TABLE).insert(missing.slice(at, at + 100));
      restored = missing.map((report) => Number(report._id));
    } else {
      const status = (entry.after as { status?: string } | null)?.status;
      const still = new Set(
        ((await trx(BUG_REPORTS_TABLE).whereIn('_id', ids).where('status', status ?? '').pluck('_id')) as number[]).map(Number),
      );
      restored = [];
      for (const report of reports) {
        if (!still.has(Number(report._id))) continue;
        await trx(BUG_REPORTS_TABLE)
          .where('_id', report._id)
          .update({ status: report.status, statusChangedAt: report.statusChangedAt, statusChangedBy: report.statusChangedBy });
        restored.push(Number(report._id));
      }
    }
    await writeAudit(trx, actor, {
      service: bugReportsPath,
      method: 'undo',
      recordId: entry.recordId,
      before: entry.after,
      after: { _id: restored[0] ?? Number(entry.before?._id ?? 0), count: restored.length, restored },
      undoes: entry._id,
    });
  },
};
