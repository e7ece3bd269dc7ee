import { BadRequest, NotFound } from '@feathersjs/errors';
import type { Id, Paginated, Params } from '@feathersjs/feathers';
import type { Knex } from 'knex';
import { actorOf, writeAudit, type Row } from '../back-office/audit';
import { bugReportFingerprint } from './fingerprint';
import type {
  BugReport,
  BugReportAction,
  BugReportActionResult,
  BugReportData,
  BugReportFilter,
  BugReportPatch,
  BugReportQuery,
} from './bug-reports.schema';
import { BUG_REPORT_BULK_MAX, bugReportsPath, type BugReportStatus } from './bug-reports.shared';

export const BUG_REPORTS_TABLE = 'bug_reports';
const MAX_ID = 2_147_483_647;
/** What the audit log keeps of a report whose status changed (its text stays in the table). */
const STATUS_COLUMNS = ['_id', 'title', 'status', 'statusChangedAt', 'statusChangedBy'] as const;

/** `%` and `_` are literal in a search, not wildcards. */
const likeText = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);
const nextDay = (day: string) => new Date(Date.parse(`${day}T00:00:00.000Z`) + 86_400_000).toISOString();

function reportId(id: Id | null): number {
  const raw = String(id);
  const value = /^[1-9][0-9]{0,9}$/.test(raw) ? Number(raw) : NaN;
  if (!(value <= MAX_ID)) throw new NotFound(`No bug report '${raw.slice(0, 20)}'`);
  return value;
}

/** The queue's filters on `bug_reports` (aliased `r`). */
export function applyFilter(builder: Knex.QueryBuilder, filter: BugReportFilter): Knex.QueryBuilder {
  if (filter.status) builder.where('r.status', filter.status);
  if (filter.fingerprint) builder.where('r.fingerprint', filter.fingerprint);
  if (filter.page) builder.whereRaw(`r.page like ? escape '\\'`, [`${likeText(filter.page)}%`]);
  if (filter.from) builder.where('r.createdAt', '>=', `${filter.from}T00:00:00.000Z`);
  if (filter.to) builder.where('r.createdAt', '<', nextDay(filter.to));
  if (filter.q) {
    const pattern = `%${likeText(filter.q.toLowerCase())}%`;
    builder.where((inner) =>
      inner
        .whereRaw(`lower(r.title) like ? escape '\\'`, [pattern])
        .orWhereRaw(`lower(r.description) like ? escape '\\'`, [pattern])
        .orWhereRaw(`lower(coalesce(r.page, '')) like ? escape '\\'`, [pattern]),
    );
  }
  return builder;
}

const hasFilter = (filter: BugReportFilter | undefined) => !!filter && Object.values(filter).some((value) => value !== undefined);

/**
 * `api/bug-reports`: anyone sends a report; staff read the queue (filters, search, duplicates
 * grouped), set a report's status or delete it. Every staff write goes into the audit log in the
 * same transaction, with what it takes to undo it (`bug-reports.undo.ts`).
 */
export class BugReportService {
  constructor(private readonly db: Knex) {}

  private select(filter: BugReportFilter) {
    const duplicates = this.db(`${BUG_REPORTS_TABLE} as d`)
      .count('*')
      .whereRaw('d.fingerprint = r.fingerprint')
      .modify((builder) => {
        if (filter.status) builder.where('d.status', filter.status);
      });
    return this.db(`${BUG_REPORTS_TABLE} as r`)
      .leftJoin('users as u', 'u._id', 'r.user')
      .select('r.*', 'u.username as reporter', duplicates.as('duplicates'));
  }

  private toReport(row: Record<string, unknown>): BugReport {
    return {
      ...(row as BugReport),
      _id: Number(row._id),
      user: row.user === null ? null : Number(row.user),
      reporter: (row.reporter as string | null) ?? null,
      duplicates: Number(row.duplicates ?? 1),
    };
  }

  async find(params: Params<BugReportQuery> = {}): Promise<Paginated<BugReport>> {
    const { $limit = 20, $skip = 0, $sort, grouped, ...filter } = params.query ?? {};
    const base = applyFilter(this.db(`${BUG_REPORTS_TABLE} as r`), filter);
    // A group shows as its newest report: the greatest id among its reports that match.
    const ids = grouped ? base.clone().max({ id: 'r._id' }).groupBy('r.fingerprint') : null;
    const counted: Knex.QueryBuilder = ids ? this.db.from(ids.clone().as('g')) : base.clone();
    const [{ total }] = (await counted.count({ total: '*' })) as { total: string | number }[];
    const order = $sort?.createdAt === 1 ? 'asc' : 'desc';
    const rows =
      $limit === 0
        ? []
        : await (ids ? this.select(filter).whereIn('r._id', ids) : applyFilter(this.select(filter), filter))
            .orderBy([{ column: 'r.createdAt', order }, { column: 'r._id', order }])
            .limit($limit)
            .offset($skip);
    return { total: Number(total), limit: $limit, skip: $skip, data: rows.map((row: Row) => this.toReport(row)) };
  }

  async get(id: Id): Promise<BugReport> {
    const row = await this.select({}).where('r._id', reportId(id)).first();
    if (!row) throw new NotFound(`No bug report '${String(id).slice(0, 20)}'`);
    return this.toReport(row);
  }

  /** `data` as the create hooks leave it: validated, then `user` and the dates resolved (bug-reports.schema.ts). */
  async create(data: BugReportData): Promise<BugReport> {
    const [row] = await this.db(BUG_REPORTS_TABLE)
      .insert({ ...(data as BugReportData & Pick<BugReport, 'user' | 'createdAt' | 'updatedAt'>), page: data.page || null, status: 'open', fingerprint: bugReportFingerprint(data.title, data.page) })
      .returning('_id');
    return this.get((row as { _id: number })._id);
  }

  async patch(id: Id | null, data: BugReportPatch, params: Params = {}): Promise<BugReport> {
    if (id === null) throw new BadRequest('One report at a time: bulk actions go through bug-report-actions');
    await this.act(params, { action: data.status, ids: [reportId(id)] }, true);
    return this.get(id);
  }

  async remove(id: Id | null, params: Params = {}): Promise<BugReport> {
    if (id === null) throw new BadRequest('One report at a time: bulk actions go through bug-report-actions');
    const report = await this.get(id);
    await this.act(params, { action: 'delete', ids: [report._id] }, true);
    return report;
  }

  /**
   * One moderator action on the reports listed or matched, in one transaction with its audit entry.
   * Reports already in the asked status are left alone (and not counted).
   */
  async act(params: Params, { action, ids, fingerprints, filter }: BugReportAction, single = false): Promise<BugReportActionResult> {
    if (!ids && !fingerprints && !hasFilter(filter)) throw new BadRequest('Name the reports (ids, fingerprints) or narrow them with a filter', { key: 'no-selection' });
    const actor = actorOf(params);
    return this.db.transaction(async (trx) => {
      const chosen = trx(`${BUG_REPORTS_TABLE} as r`);
      if (ids) chosen.whereIn('r._id', ids);
      if (fingerprints) chosen.whereIn('r.fingerprint', fingerprints);
      if (filter) applyFilter(chosen, filter);
      if (action !== 'delete') chosen.whereNot('r.status', action);
      const rows = (await chosen
        .select(action === 'delete' ? 'r.*' : STATUS_COLUMNS.map((column) => `r.${column}`))
        .orderBy('r._id')
        .limit(BUG_REPORT_BULK_MAX + 1)) as Row[];
      if (single && rows.length === 0 && action === 'delete') throw new NotFound('No such bug report');
      if (rows.length > BUG_REPORT_BULK_MAX)
        throw new BadRequest(`More than ${BUG_REPORT_BULK_MAX} reports match: narrow the filter`, { key: 'too-many', nb: BUG_REPORT_BULK_MAX });
      if (rows.length === 0) return { action, count: 0, auditId: null };
      const changed = rows.map((row) => Number(row._id));
      const now = new Date().toISOString();
      if (action === 'delete') await trx(BUG_REPORTS_TABLE).whereIn('_id', changed).delete();
      else
        await trx(BUG_REPORTS_TABLE)
          .whereIn('_id', changed)
          .update({ status: action, statusChangedAt: now, statusChangedBy: actor.username, updatedAt: now });
      const before = { _id: changed[0]!, count: changed.length, reports: rows };
      const auditId = await writeAudit(trx, actor, {
        service: bugReportsPath,
        method: action === 'delete' ? 'remove' : 'patch',
        recordId: changed.length === 1 ? changed[0]! : `${changed[0]}+${changed.length - 1}`,
        before,
        after: action === 'delete' ? null : { _id: changed[0]!, count: changed.length, status: action as BugReportStatus },
      });
      return { action, count: changed.length, auditId };
    });
  }
}
