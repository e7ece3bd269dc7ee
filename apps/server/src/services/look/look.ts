import { BadRequest, NotFound } from '@feathersjs/errors';
import type { Params } from '@feathersjs/feathers';
import type { Application } from '../../declarations';
import type { GameStore } from '../../game/store';
import { lookMethods, lookPath } from '../stuffs/stuffs.shared';
import { apiPath } from '../../contract';
import { withDocs } from '../../openapi/service-docs';
import { lookDocs } from '../stuffs/stuffs.docs';

export const LOOK_PATH = apiPath(lookPath);

declare module '../../declarations' {
  interface ServiceTypes {
    [LOOK_PATH]: LookService;
  }
}

interface BreedImages {
  id: number;
  maleArtwork?: number;
  femaleArtwork?: number;
  img?: string;
}

export interface LookResult {
  url: string;
  /** `artwork` for the class artwork of that sex, `breed` for the class image fallback. */
  kind: 'artwork' | 'breed';
}

const join = (base: string, path: string) => `${base.replace(/\/$/, '')}/${path.replace(/^\//, '')}`;

/** The class artwork of a sex, else the breed image. Worn items do not change it (no renderer here). */
export function lookUrl(imageBaseUrl: string, breed: BreedImages, sexe: 'female' | 'male'): LookResult | null {
  const artwork = sexe === 'male' ? breed.maleArtwork : breed.femaleArtwork;
  if (artwork !== undefined) return { url: join(imageBaseUrl, `breeds/artworks/${artwork}.png`), kind: 'artwork' };
  if (!breed.img) return null;
  return { url: /^(https?:|\/)/.test(breed.img) ? breed.img : join(imageBaseUrl, breed.img), kind: 'breed' };
}

function positiveInt(value: unknown, field: string): number {
  const n = Number(value);
  if (!Number.isInteger(n) || n <= 0) throw new BadRequest(`${field}: must be a positive integer`, { field });
  return n;
}

/**
 * `GET /api/look?breedId=&sexe=&itemIds=` → `{ url }`. No character renderer is available, so the
 * answer is the class artwork; `itemIds` is accepted (spec §7) and validated but does not change it.
 */
export class LookService {
  constructor(
    private readonly store: GameStore,
    private readonly imageBaseUrl: string,
  ) {}

  async find(params: Params = {}): Promise<LookResult> {
    const query = (params.query ?? {}) as Record<string, unknown>;
    const breedId = positiveInt(query.breedId, 'breedId');
    const sexe = query.sexe === undefined || query.sexe === 'female' || query.sexe === '1' ? 'female' : query.sexe;
    if (sexe !== 'female' && sexe !== 'male' && sexe !== '0') throw new BadRequest('sexe: must be female or male', { field: 'sexe' });
    if (query.itemIds !== undefined) {
      const raw = Array.isArray(query.itemIds) ? query.itemIds : String(query.itemIds).split(',');
      raw.filter((part) => String(part).trim() !== '').forEach((part) => positiveInt(part, 'itemIds'));
    }
    const breed = this.store.collections.get('breeds')?.find((doc) => doc.id === breedId) as BreedImages | undefined;
    const look = breed && lookUrl(this.imageBaseUrl, breed, sexe === 'female' ? 'female' : 'male');
    if (!look) throw new NotFound(`No image for breed ${breedId}`);
    return look;
  }
}

export function registerLook(app: Application): void {
  app.use(LOOK_PATH, withDocs(new LookService(app.get('gameStore'), app.get('config').imageBaseUrl), lookDocs), {
    methods: [...lookMethods],
    events: [],
  });
}
