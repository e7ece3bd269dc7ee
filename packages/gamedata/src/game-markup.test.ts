import { describe, expect, it } from 'vitest';
import { normalizeGameMarkup, normalizeMarkup, type MarkupContext } from './game-markup.ts';
import type { Rec } from './util/io.ts';

const ctx: MarkupContext = { challengeName: (id, lang) => (id === 3 ? { fr: 'Premier', en: 'First' }[lang as 'fr' | 'en'] : undefined) };

describe('game text markup', () => {
  it('keeps a link with its label and drops the colour inside it (Xélor descriptions)', () => {
    const text = 'Peut générer un {{spell,24510,1::<color=#ebc304>Téléfrag</color>}}.';
    expect(normalizeMarkup(text, 'fr', false, ctx)).toBe('Peut générer un {{spell,24510::Téléfrag}}.');
  });

  it('turns a one-brace link with a font tag into plain text in a name', () => {
    const name = '+1 {spell,24600,2::<font color="#ebc304">Tofucharge</font>}';
    expect(normalizeMarkup(name, 'fr', true, ctx)).toBe('+1 Tofucharge');
  });

  it('drops element icons, style tags and turns line breaks into new lines', () => {
    const text = '• <sprite name="terre"> Terre : <b>repousse</b> la cible.<br>Fin';
    expect(normalizeMarkup(text, 'fr', false, ctx)).toBe('• Terre : repousse la cible.\nFin');
  });

  it('names a challenge it knows and says when the data has none, never the raw code', () => {
    expect(normalizeMarkup('avec le challenge [challenge,3].', 'en', false, ctx)).toBe('avec le challenge {{challenge,3::First}}.');
    expect(normalizeMarkup('le challenge [challenge,250].', 'fr', false, ctx)).toBe('le challenge (nom absent des données).');
  });

  it('leaves effect templates alone and walks nested texts of every collection', () => {
    const cols = new Map<string, Map<number, Rec>>([
      ['effects', new Map([[1, { id: 1, description: { fr: '#1{~1~2 à }#2 <b>' } }]])],
      ['almanax', new Map([[2, { id: 2, bonus: { description: { en: 'x <color=#fff>y</color>' } } }]])],
    ]);
    expect(normalizeGameMarkup(cols)).toBe(1);
    expect(cols.get('effects')?.get(1)?.description).toEqual({ fr: '#1{~1~2 à }#2 <b>' });
    expect(cols.get('almanax')?.get(2)?.bonus).toEqual({ description: { en: 'x y' } });
  });
});
