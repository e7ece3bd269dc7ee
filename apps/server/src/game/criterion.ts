/**
 * `GET /api/criterion/{criterion}?lang=fr|en`: a game condition string (`PL>189&Qf=3`) as DofusDB
 * answers it: the nested list of texts, named records and `"&"`/`"|"` (game/readable-criterion.ts),
 * the texts in the same wording as the item, quest and achievement pages, the names from the bundle.
 */
import { BadRequest } from '@feathersjs/errors';
import type { Id, Params } from '@feathersjs/feathers';
import { criterionNamesFrom, type CriterionLanguage, type CriterionNames } from '@grimoire/rules';
import type { Application } from '../declarations';
import { gameExpressMiddleware } from './query-string';
import type { GameStore } from './store';
import { apiPath } from '../contract';
import { criterionPath } from './game.shared';
import { readableCriterion, type ReadableCriterion } from './readable-criterion';
import { byId } from './wire-util';

export const CRITERION_MAX_LENGTH = 500;

type Rec = Record<string, unknown>;

export class CriterionService {
  private readonly names = new Map<CriterionLanguage, CriterionNames>();
  private readonly indexes = new Map<string, Map<number, Rec>>();
  constructor(private readonly store: GameStore) {}

  private namesOf(lang: CriterionLanguage): CriterionNames {
    let names = this.names.get(lang);
    if (!names) {
      names = criterionNamesFrom(this.store.collections, lang);
      this.names.set(lang, names);
    }
    return names;
  }

  private record(collection: string, id: number): Rec | undefined {
    let index = this.indexes.get(collection);
    if (!index) this.indexes.set(collection, (index = byId(this.store.collections.get(collection))));
    return index.get(id);
  }

  async get(id: Id, params?: Params): Promise<ReadableCriterion> {
    let criterion: string;
    try {
      criterion = decodeURIComponent(String(id)).trim();
    } catch {
      throw new BadRequest('Invalid criterion: bad percent-encoding', { param: 'criterion' });
    }
    // The app-wide lang hook moves `?lang=` into `params.lang` for services other than collections.
    const rawLang = (params as { lang?: unknown } | undefined)?.lang ?? (params?.query as Record<string, unknown> | undefined)?.lang;
    if (rawLang !== undefined && typeof rawLang !== 'string')
      throw new BadRequest('Invalid query parameter lang: expected fr or en', { param: 'lang' });
    // DofusDB answers in French unless asked; the other languages it knows read in English here.
    const lang: CriterionLanguage = rawLang === undefined || rawLang === 'fr' ? 'fr' : 'en';
    if (criterion === '') throw new BadRequest('Invalid criterion: empty', { param: 'criterion' });
    if (criterion.length > CRITERION_MAX_LENGTH)
      throw new BadRequest(`Invalid criterion: longer than ${CRITERION_MAX_LENGTH} characters`, { param: 'criterion' });
    const readable = readableCriterion(criterion, {
      lang,
      names: this.namesOf(lang),
      record: (collection, recordId) => this.record(collection, recordId),
    });
    if (!readable) throw new BadRequest('Invalid criterion: not a game condition', { param: 'criterion' });
    return readable;
  }
}

export const CRITERION_PATH = apiPath(criterionPath);

declare module '../declarations' {
  interface ServiceTypes {
    [CRITERION_PATH]: CriterionService;
  }
}

export function registerCriterionService(app: Application): void {
  app.use(CRITERION_PATH, new CriterionService(app.get('gameStore')), {
    methods: ['get'],
    events: [],
    express: gameExpressMiddleware(app),
  });
}
