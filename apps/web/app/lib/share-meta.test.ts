import { describe, expect, it } from 'vitest';
import { withShareTags } from './share-meta';

const args = (lang: string) => ({
  params: { lang },
  location: { pathname: `/${lang}/tools/stuff/abc`, search: '', hash: '', state: null, key: 'k' },
  matches: [{ id: 'root', loaderData: { origin: 'https://grimoire.example' } }],
});
const page = [{ title: 'Iop terre — Grimoire' }, { name: 'description', content: 'A level 200 stuff' }];
const tag = (tags: ReturnType<typeof withShareTags>, key: string) =>
  tags.find((d) => ('property' in d && d.property === key) || ('name' in d && d.name === key)) as { content: string } | undefined;

describe('share tags', () => {
  it('gives a large card with an absolute picture, the page address and language', () => {
    const tags = withShareTags(args('fr'), page, { url: '/cards/stuffs/abc.png?lang=fr&v=1', large: true, alt: 'Iop terre' });
    expect(tag(tags, 'og:image')?.content).toBe('https://grimoire.example/cards/stuffs/abc.png?lang=fr&v=1');
    expect(tag(tags, 'og:image:width')?.content).toBe('1200');
    expect(tag(tags, 'twitter:card')?.content).toBe('summary_large_image');
    expect(tag(tags, 'og:url')?.content).toBe('https://grimoire.example/fr/tools/stuff/abc');
    expect(tag(tags, 'og:locale')?.content).toBe('fr_FR');
    expect(tag(tags, 'og:locale:alternate')?.content).toBe('en_GB');
    expect(tag(tags, 'twitter:title')?.content).toBe('Iop terre — Grimoire');
  });

  it('gives an icon as a small summary card, and no picture tag without one', () => {
    const icon = withShareTags(args('en'), page, { url: 'https://img.example/items/1.png', large: false, alt: 'Hat' });
    expect(tag(icon, 'twitter:card')?.content).toBe('summary');
    expect(tag(icon, 'og:image')?.content).toBe('https://img.example/items/1.png');
    expect(tag(icon, 'og:image:width')).toBeUndefined();
    const none = withShareTags(args('en'), page, undefined);
    expect(tag(none, 'og:image')).toBeUndefined();
    expect(tag(none, 'twitter:card')?.content).toBe('summary');
  });
});
