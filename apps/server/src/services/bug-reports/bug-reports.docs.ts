/** `api/bug-reports` in the OpenAPI document. */
import { page, type ServiceDocs } from '../../openapi/service-docs';
import { bugReportDataSchema, bugReportQuerySchema, bugReportSchema } from './bug-reports.schema';

export const bugReportsDocs: ServiceDocs = {
  summary: { fr: 'Signalements de bugs', en: 'Bug reports' },
  tag: 'back',
  methods: {
    find: { access: 'staff', answer: page(bugReportSchema), query: bugReportQuerySchema },
    get: { access: 'staff', answer: bugReportSchema, errors: { 404: 'No such report' } },
    create: { access: 'optional', answer: bugReportSchema, body: bugReportDataSchema, summary: 'Anyone reports a bug', errors: { 429: 'Too many reports from this network' } },
    remove: { access: 'staff', answer: bugReportSchema, errors: { 404: 'No such report' } },
  },
};
