/**
 * A share card as a PNG (1200 × 630, the size Open Graph and Twitter's large card expect): satori
 * lays the card out as SVG with our own font (Noto Sans, from @fontsource: no system font, the same
 * picture on every machine), resvg draws it.
 */
import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { Resvg } from '@resvg/resvg-js';
import satori, { type Font } from 'satori';
import type { CardContent, CardLanguage } from './card-content';
import { word } from './card-content';

export const CARD_WIDTH = 1200;
export const CARD_HEIGHT = 630;

const require = createRequire(import.meta.url);
let fonts: Promise<Font[]> | undefined;

/** Noto Sans regular and bold, Latin and Latin Extended (French and the game's names). */
function loadFonts(): Promise<Font[]> {
  fonts ??= Promise.all(
    (['latin', 'latin-ext'] as const).flatMap((subset) =>
      ([400, 700] as const).map(async (weight) => ({
        name: 'Noto Sans',
        weight,
        style: 'normal' as const,
        data: await readFile(require.resolve(`@fontsource/noto-sans/files/noto-sans-${subset}-${weight}-normal.woff`)),
      })),
    ),
  );
  return fonts;
}

type Node = { type: string; props: Record<string, unknown> & { style?: Record<string, unknown>; children?: unknown } };
const h = (type: string, style: Record<string, unknown>, children?: unknown, props: Record<string, unknown> = {}): Node => ({
  type,
  props: { ...props, style, children },
});

/** The inner width (the card less its padding): satori counts padding outside a box's width. */
const PADDING = 48;
const INNER = CARD_WIDTH - 2 * PADDING;
/** Five tiles a row (less their own padding, which satori adds to a width). */
const TILE_WIDTH = (INNER - 4 * 12) / 5 - 32;
/** Three item pills a row. */
const PILL_WIDTH = (INNER - 2 * 10) / 3 - 24;

const COLOURS = { background: '#16181d', panel: '#22262e', text: '#f1f3f5', dim: '#adb5bd', accent: '#74c0fc', chip: '#1c7ed6' };

/** The card's layout: title and who, labels, characteristic tiles, then the worn items. */
export function cardTree(content: CardContent, lang: CardLanguage, icons: ReadonlyMap<number, string>): Node {
  const tiles = content.stats.map((stat) =>
    h('div', { display: 'flex', flexDirection: 'column', padding: '6px 16px', background: COLOURS.panel, borderRadius: 12, width: TILE_WIDTH }, [
      h('div', { fontSize: 20, color: COLOURS.dim, overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' }, stat.label),
      h('div', { fontSize: 32, fontWeight: 700, color: COLOURS.text }, String(stat.value)),
    ]),
  );
  const items = content.items.map((item) =>
    h('div', { display: 'flex', alignItems: 'center', gap: 8, padding: '4px 12px', background: COLOURS.panel, borderRadius: 999, fontSize: 19, color: COLOURS.text, width: PILL_WIDTH, height: 32 }, [
      ...(icons.has(item.id) ? [h('img', { width: 28, height: 28 }, undefined, { src: icons.get(item.id), width: 28, height: 28 })] : []),
      h('div', { overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' }, item.name),
    ]),
  );
  if (content.moreItems > 0) items.push(h('div', { display: 'flex', alignItems: 'center', padding: '4px 12px', fontSize: 19, color: COLOURS.dim, height: 32 }, word('more', lang).replace('{n}', String(content.moreItems))));
  return h('div', { width: CARD_WIDTH, height: CARD_HEIGHT, display: 'flex', flexDirection: 'column', padding: PADDING, gap: 16, background: COLOURS.background, fontFamily: 'Noto Sans', color: COLOURS.text }, [
    h('div', { display: 'flex', justifyContent: 'space-between', alignItems: 'center', width: INNER }, [
      h('div', { fontSize: 26, fontWeight: 700, color: COLOURS.accent }, 'Grimoire'),
      h('div', { display: 'flex', gap: 8 }, content.labels.map((label) => h('div', { padding: '4px 14px', background: COLOURS.chip, borderRadius: 999, fontSize: 20 }, label))),
    ]),
    h('div', { display: 'flex', flexDirection: 'column', gap: 4 }, [
      h('div', { fontSize: 54, fontWeight: 700, overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap', width: INNER }, content.title),
      h('div', { fontSize: 28, color: COLOURS.dim }, content.subtitle),
    ]),
    h('div', { display: 'flex', flexWrap: 'wrap', gap: 12, width: INNER }, tiles),
    h('div', { display: 'flex', flexWrap: 'wrap', alignContent: 'flex-start', gap: 10, width: INNER, height: 140, overflow: 'hidden' }, items),
  ]);
}

/** The PNG of a card. */
export async function renderCard(content: CardContent, lang: CardLanguage, icons: ReadonlyMap<number, string> = new Map()): Promise<Buffer> {
  const svg = await satori(cardTree(content, lang, icons) as unknown as Parameters<typeof satori>[0], { width: CARD_WIDTH, height: CARD_HEIGHT, fonts: await loadFonts() });
  return new Resvg(svg, { fitTo: { mode: 'width', value: CARD_WIDTH } }).render().asPng();
}
