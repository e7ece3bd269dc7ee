import { createHash } from 'node:crypto';

/**
 * What makes two bug reports the same report: the title without case, accents, punctuation or
 * spacing, and the page it concerns without its query. Players who hit one bug word its title
 * alike and send it from the same page; a flood of one message repeated lands in one group.
 */
export function bugReportFingerprint(title: string, page: string | null | undefined): string {
  const words = title
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim();
  const path = (page ?? '').split(/[?#]/, 1)[0]!.replace(/\/+$/, '').toLowerCase();
  return createHash('sha256').update(`${words}\n${path}`).digest('hex').slice(0, 32);
}
