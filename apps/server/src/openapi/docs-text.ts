/** The words of `/api/docs`, in French (default) and English. */
export type DocsLang = 'fr' | 'en';

export interface DialectRow {
  syntax: string;
  example: string;
  meaning: { fr: string; en: string };
}

export const DOCS_TEXT = {
  fr: {
    title: "API Grimoire : documentation",
    intro:
      "Grimoire sert les données du jeu Dofus et les outils des joueurs sous /api. Les collections du jeu " +
      "(objets, panoplies, monstres, quêtes, succès…) sont en lecture seule et parlent le même dialecte que " +
      "DofusDB (Feathers + opérateurs MongoDB) : un bot, une appli ou un overlay écrit pour DofusDB fonctionne " +
      "sans changement en remplaçant l'adresse de l'API. Les réponses de liste ont la forme {total, limit, skip, data}.",
    openapi: "Document OpenAPI 3.1 (généré depuis les schémas que le serveur valide)",
    dialect: "Dialecte de requête",
    syntax: "Syntaxe",
    meaning: "Sens",
    example: "Exemple",
    paging: "Pagination et limites",
    pagingText:
      "Page par défaut : {{default}} documents ; $limit au-delà de {{max}} est ramené à {{max}} (jamais refusé) ; " +
      "$limit=0 ne renvoie que total. $in : {{in}} valeurs au plus ; $or/$and : {{depth}} niveaux ; $regex : " +
      "{{regexLength}} caractères et {{regexMs}} ms par motif (au-delà : 400). Une erreur de requête répond 400 " +
      "en nommant le paramètre fautif.",
    services: "Services",
    method: "Méthode",
    path: "Chemin",
    summary: "Description",
    other: "English",
  },
  en: {
    title: 'Grimoire API: documentation',
    intro:
      'Grimoire serves Dofus game data and player tools under /api. The game collections (items, sets, ' +
      'monsters, quests, achievements…) are read-only and speak the same dialect as DofusDB (Feathers + ' +
      'MongoDB operators): a bot, app or overlay written for DofusDB works unchanged once pointed at this API. ' +
      'List answers have the shape {total, limit, skip, data}.',
    openapi: 'OpenAPI 3.1 document (generated from the schemas the server validates with)',
    dialect: 'Query dialect',
    syntax: 'Syntax',
    meaning: 'Meaning',
    example: 'Example',
    paging: 'Paging and limits',
    pagingText:
      'Default page: {{default}} records; $limit above {{max}} is cut to {{max}} (never refused); $limit=0 ' +
      'answers total only. $in: at most {{in}} values; $or/$and: {{depth}} levels; $regex: {{regexLength}} ' +
      'characters and {{regexMs}} ms per pattern (beyond: 400). A bad query answers 400 naming the parameter.',
    services: 'Services',
    method: 'Method',
    path: 'Path',
    summary: 'Description',
    other: 'Français',
  },
} as const;

export const DIALECT: DialectRow[] = [
  { syntax: 'field=value', example: 'items?typeId=11', meaning: { fr: 'égalité (un tableau correspond si un élément correspond)', en: 'equality (an array matches when any element does)' } },
  { syntax: 'field[]=a&field[]=b', example: 'items?id[]=127&id[]=44', meaning: { fr: 'une des valeurs ($in)', en: 'any of the values ($in)' } },
  { syntax: 'field[$in][]=…, field[$nin][]=…', example: 'items?typeId[$in][]=9&typeId[$in][]=10', meaning: { fr: 'dans / hors de la liste', en: 'in / not in the list' } },
  { syntax: 'field[$ne]=…', example: 'items?typeId[$ne]=11&$limit=5', meaning: { fr: 'différent de', en: 'not equal' } },
  { syntax: 'field[$lt|$lte|$gt|$gte]=n', example: 'items?level[$gte]=190&level[$lte]=200', meaning: { fr: 'comparaisons (nombres comparés comme nombres)', en: 'comparisons (numbers compare as numbers)' } },
  { syntax: '$or[i][…], $and[i][…]', example: 'breeds?$or[0][shortName.en]=Feca&$or[1][shortName.en]=Enutrof', meaning: { fr: 'ou / et de conditions', en: 'or / and of conditions' } },
  { syntax: 'field[$elemMatch][…]', example: 'items?effects[$elemMatch][characteristic]=10&effects[$elemMatch][to][$gte]=80', meaning: { fr: 'un même élément remplit toutes les conditions', en: 'one element meets every condition' } },
  { syntax: 'field[$exists]=true|false', example: 'items?criterions[$exists]=true&$limit=5', meaning: { fr: 'le champ existe', en: 'the field exists' } },
  { syntax: 'field[$regex]=…&field[$options]=i', example: 'items?name.fr[$regex]=^bottes&name.fr[$options]=i', meaning: { fr: 'expression régulière (ancres, alternatives, lookaheads, (?i) en tête)', en: 'regular expression (anchors, alternation, lookaheads, leading (?i))' } },
  { syntax: 'name[$search]=…, slug[$search]=…', example: 'items?name[$search]=bowisse&lang=fr', meaning: { fr: 'texte sans accents ni casse sur les slugs', en: 'accent- and case-insensitive text on slugs' } },
  { syntax: 'a.b (dotted path)', example: 'monsters?drops.objectId=544', meaning: { fr: 'chemin dans les objets et tableaux', en: 'path into objects and arrays' } },
  { syntax: '$sort[field]=1|-1, $sort=field, $sort=-field', example: 'items?$sort=-level&$limit=5', meaning: { fr: 'tri (croissant / décroissant)', en: 'sort (ascending / descending)' } },
  { syntax: '$select[]=field', example: 'items?$select[]=name&$select[]=level', meaning: { fr: 'champs renvoyés', en: 'fields returned' } },
  { syntax: '$limit, $skip', example: 'items?$limit=50&$skip=100', meaning: { fr: 'pagination', en: 'paging' } },
  { syntax: '$populate=false', example: 'items/127?$populate=false', meaning: { fr: 'sans les documents intégrés (type, itemSet…)', en: 'without embedded documents (type, itemSet…)' } },
  { syntax: '$cache', example: 'items?$cache=true', meaning: { fr: 'accepté (le serveur met déjà en cache)', en: 'accepted (the server caches anyway)' } },
  { syntax: '$skip=0$limit=50, $select[]=', example: 'items?$skip=0$limit=5', meaning: { fr: 'lu comme Feathers (parseInt) : l’entier de tête compte, le paramètre collé est perdu ; un nom vide de $select est ignoré', en: 'read as Feathers reads it (parseInt): the leading integer counts, the glued parameter is lost; an empty $select name is ignored' } },
  { syntax: 'criterion/{criterion}', example: 'criterion/PL%3E189?lang=en', meaning: { fr: 'une condition du jeu, liste de textes et de fiches comme DofusDB', en: 'a game condition, a list of texts and records as DofusDB gives it' } },
  { syntax: 'almanax?date=M/D/YYYY', example: 'almanax?date=7/8/2025', meaning: { fr: 'le document calendrier DofusDB du jour (M/J/AAAA, M/J/AA, AAAA-MM-JJ)', en: "DofusDB's calendar document of the day (M/D/YYYY, M/D/YY, YYYY-MM-DD)" } },
  { syntax: 'almanax?date=MM-DD, almanax/{date}', example: 'almanax?date=07-08', meaning: { fr: 'le jour d’almanax de ce site (page, ou une fiche)', en: "this site's almanax day (a page, or one record)" } },
];
