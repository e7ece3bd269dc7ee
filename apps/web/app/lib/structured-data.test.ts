import { describe, expect, it } from 'vitest';
import { withStructuredData, type MetaSource } from './structured-data';

type Descriptors = ReturnType<typeof withStructuredData>;
/** The page's JSON-LD among its descriptors. */
const ldOf = (out: Descriptors) => (out.find((d) => 'script:ld+json' in d) as { 'script:ld+json': Record<string, unknown> })['script:ld+json'];

const args = (lang: string, pathname: string): MetaSource => ({
  params: { lang },
  location: { pathname, search: '', hash: '', state: null, key: 'default' },
  matches: [{ id: 'root', loaderData: { origin: 'https://grimoire.example' } }],
});

describe('structured data of game-data pages', () => {
  it('describes the page, what it is about, its picture and its breadcrumb in the page language', () => {
    const base = [{ title: 'Coiffe du Bouftou' }, { name: 'description', content: 'Niveau 10' }];
    const out = withStructuredData(args('en', '/en/database/object/8243'), base, {
      section: 'objects',
      name: { fr: 'Coiffe du Bouftou', en: 'Gobball Headgear' },
      image: '/img/items/16158.png',
    });
    expect(out.slice(0, 2)).toEqual(base);
    // A shared link shows the picture: Open Graph and Twitter tags come with it.
    expect(out).toContainEqual({ property: 'og:image', content: 'https://grimoire.example/img/items/16158.png' });
    expect(out).toContainEqual({ name: 'twitter:card', content: 'summary' });
    const ld = ldOf(out);
    expect(ld).toMatchObject({
      '@type': 'WebPage',
      url: 'https://grimoire.example/en/database/object/8243',
      name: 'Coiffe du Bouftou',
      description: 'Niveau 10',
      inLanguage: 'en',
      about: { '@type': 'Thing', name: 'Gobball Headgear', image: 'https://grimoire.example/img/items/16158.png' },
      breadcrumb: {
        itemListElement: [
          { position: 1, name: 'Grimoire', item: 'https://grimoire.example/en' },
          { position: 2, name: 'Items', item: 'https://grimoire.example/en/database/objects' },
          { position: 3, name: 'Gobball Headgear', item: 'https://grimoire.example/en/database/object/8243' },
        ],
      },
    });
  });

  it('names the section in French on a French page, and adds nothing to a page without data', () => {
    const out = withStructuredData(args('fr', '/fr/database/monster/31'), [], { section: 'monsters', name: { fr: 'Bouftou' } });
    const ld = ldOf(out) as { breadcrumb: { itemListElement: { name: string }[] } };
    expect(ld.breadcrumb.itemListElement.map((e) => e.name)).toEqual(['Grimoire', 'Monstres', 'Bouftou']);
    expect(withStructuredData(args('fr', '/fr/database/monster/0'), [{ title: 'Introuvable' }], undefined)).toEqual([{ title: 'Introuvable' }]);
  });
});
