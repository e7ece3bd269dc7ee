/** `api/bug-reports` and `api/bug-report-actions` in the OpenAPI document. */
import { page, type ServiceDocs } from '../../openapi/service-docs';
import {
  bugReportActionResultSchema,
  bugReportActionSchema,
  bugReportDataSchema,
  bugReportPatchSchema,
  bugReportQuerySchema,
  bugReportSchema,
} from './bug-reports.schema';

export const bugReportsDocs: ServiceDocs = {
  summary: { fr: 'Signalements de bugs', en: 'Bug reports' },
  tag: 'back',
  methods: {
    find: { access: 'staff', answer: page(bugReportSchema), query: bugReportQuerySchema, summary: 'The queue: filters, search, duplicates grouped' },
    get: { access: 'staff', answer: bugReportSchema, errors: { 404: 'No such report' } },
    create: {
      access: 'optional',
      answer: bugReportSchema,
      body: bugReportDataSchema,
      summary: 'Anyone reports a bug; without `page`, the same-site page it was sent from is kept',
      errors: { 403: 'A guest judged a bot (bot check on)', 429: 'Too many reports from this address or network' },
    },
    patch: { access: 'staff', answer: bugReportSchema, body: bugReportPatchSchema, summary: "Sets a report's status (audited, undoable)", errors: { 404: 'No such report' } },
    remove: { access: 'staff', answer: bugReportSchema, summary: 'Deletes a report (audited, undoable)', errors: { 404: 'No such report' } },
  },
};

export const bugReportActionsDocs: ServiceDocs = {
  summary: { fr: 'Actions groupées sur les signalements', en: 'Bulk actions on bug reports' },
  tag: 'back',
  methods: {
    create: {
      access: 'staff',
      answer: bugReportActionResultSchema,
      body: bugReportActionSchema,
      summary: 'Opens, closes, marks as spam or deletes the reports listed or matched by a filter, as one audited, undoable action',
      errors: { 400: 'No selection, or more reports match than one action may change' },
    },
  },
};
