/**
 * `GET /api/criterion/{criterion}?lang=fr|en`: a game condition string (`PL>189&Qf=3`) in words,
 * the same wording the item, quest and achievement pages show (`@grimoire/rules` criterion-words),
 * with the names of the characteristics, classes, quests, items and alignments it mentions taken
 * from the bundle. The structured form (`tree`) is given alongside for clients that lay it out.
 */
import { BadRequest } from '@feathersjs/errors';
import type { Id, Params } from '@feathersjs/feathers';
import {
  criterionNamesFrom,
  criterionText,
  describeCriterion,
  parseCriterion,
  type CriterionDescription,
  type CriterionLanguage,
  type CriterionNames,
} from '@grimoire/rules';
import type { Application } from '../declarations';
import { gameExpressMiddleware } from './query-string';
import type { GameStore } from './store';
import { apiPath } from '../contract';
import { criterionPath } from './game.shared';

export const CRITERION_MAX_LENGTH = 500;

/** The structured form with each term's words. */
function annotate(node: CriterionDescription, words: (criterion: string) => string[]): unknown {
  if (node.kind !== 'term') return { kind: node.kind, parts: node.parts.map((part) => annotate(part, words)) };
  return { ...node, text: words(`${node.code}${node.operator}${node.value}`).join(' ') };
}

export class CriterionService {
  private readonly names = new Map<CriterionLanguage, CriterionNames>();
  constructor(private readonly store: GameStore) {}

  private namesOf(lang: CriterionLanguage): CriterionNames {
    let names = this.names.get(lang);
    if (!names) {
      names = criterionNamesFrom(this.store.collections, lang);
      this.names.set(lang, names);
    }
    return names;
  }

  async get(id: Id, params?: Params) {
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
    const tree = describeCriterion(parseCriterion(criterion));
    if (!tree) throw new BadRequest('Invalid criterion: not a game condition', { param: 'criterion' });
    const names = this.namesOf(lang);
    const lines = criterionText(criterion, lang, names);
    return {
      criterion,
      lang,
      text: lines.join(lang === 'fr' ? ' et ' : ' and '),
      lines,
      tree: annotate(tree, (part) => criterionText(part, lang, names)),
    };
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
