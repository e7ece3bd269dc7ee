import type { AlmanaxDay } from '@grimoire/gamedata/types';
import { data } from 'react-router';
import type { ApiClient } from '../../api/types';
import type { Language } from '../../i18n/languages';
import { localIsoDate, monthDay, monthGrid, parseIsoDate } from './almanax-date';
import { linkableRecords } from '../../ui/linkable-records';
import { localized } from '../../ui/LocalizedName';

export type MonthCell = Pick<AlmanaxDay, 'id' | 'date' | 'itemId' | 'itemName' | 'quantity' | 'img'>;

/** The page's data: the day with its offering, or `day: null` for a valid date without data. */
export interface AlmanaxData {
  lang: Language;
  date: string;
  today: string;
  day: AlmanaxDay | null;
  offeringImg?: string;
  /** Ids per kind of the bonus text's links that the site holds (the others stay plain text). */
  linkable?: Record<string, number[]>;
  grid: ReturnType<typeof monthGrid>;
  month: MonthCell[];
}

/** The almanax page: the chosen day (`?date=YYYY-MM-DD`, default today on the server) and its month. */
export async function loadAlmanax(
  api: ApiClient,
  lang: Language,
  request: Request,
  now = new Date(),
): Promise<AlmanaxData | ReturnType<typeof data<AlmanaxData>>> {
  const param = new URL(request.url).searchParams.get('date');
  const today = localIsoDate(now);
  const date = param ?? today;
  if (!parseIsoDate(date)) throw data('errors.dataMissing', { status: 404 });
  const grid = monthGrid(date);
  const [dayPage, monthPage] = await Promise.all([
    // By `MM-DD`: a date with its year is DofusDB's calendar document over REST, not a page.
    api.find('almanax', { date: monthDay(date), $limit: 1 }),
    api.find('almanax', {
      date: { $in: grid.days.map(monthDay) },
      $select: ['id', 'date', 'itemId', 'itemName', 'quantity', 'img'],
      $sort: { date: 1 },
      $limit: 50,
    }),
  ]);
  const day = dayPage.data[0];
  // A valid date without data keeps its navigation and month view: 404 with the page around it.
  if (!day) return data({ lang, date, today, day: null, grid, month: monthPage.data }, { status: 404 });
  const [item, linkable] = await Promise.all([
    day.itemId === undefined
      ? undefined
      : api.get('items', day.itemId, { $select: ['id', 'img'] }).catch(() => undefined),
    linkableRecords(api, [localized(day.bonus.description, lang)]),
  ]);
  return { lang, date, today, day, offeringImg: day.img ?? item?.img, linkable, grid, month: monthPage.data };
}
