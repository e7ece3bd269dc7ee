import type { BadRequest } from '@feathersjs/errors';
import { Ajv } from '@feathersjs/schema';
import {
  capitalAvailable,
  capitalSpent,
  costTablesOfBreed,
  DOFUS_SLOTS,
  RING_SLOTS,
  setIdOf,
  slotOfType,
} from '@grimoire/rules';
import type { RulesBreed, SlotKey } from '@grimoire/rules';
import type { GameStore } from '../../game/store';
import { compileLater } from '../../hooks/compile-later';
import { atLeast, fieldError, fieldErrors, toFieldErrors } from '../../hooks/validate';
import { stuffDataSchema, stuffQuerySchema } from './stuffs.schema';
import { STUFF_TITLE_MIN as TITLE_MIN } from './stuffs.shared';
import type { StuffData, StuffQuery } from './stuffs.schema';

const dataAjv = new Ajv({ useDefaults: true, allErrors: false, strict: false });
const queryAjv = new Ajv({ coerceTypes: true, allErrors: false, strict: false });
const dataChecker = compileLater(() => dataAjv.compile<StuffData>(stuffDataSchema));
const queryChecker = compileLater(() => queryAjv.compile<StuffQuery>(stuffQuerySchema));
type ErrorObject = NonNullable<ReturnType<typeof dataChecker>['errors']>[number];

/** The first refusal of a schema check, as the one field-error shape of every service (hooks/validate.ts). */
function schemaRefusal(errors: ErrorObject[], value: unknown): BadRequest {
  const [field, error] = Object.entries(toFieldErrors(errors.slice(0, 1), value))[0] ?? ['_', { key: 'invalid', message: 'This value is not valid' }];
  return fieldErrors(Object.fromEntries([[field === '_' ? 'body' : field, error]]));
}

/** Validates and fills the defaults of a stuff payload; throws a 400 naming the first bad field. */
export function validateStuffData(data: unknown): StuffData {
  const copy: unknown = structuredClone(data ?? {});
  const checkData = dataChecker();
  if (!checkData(copy)) throw schemaRefusal(checkData.errors ?? [], copy);
  if (copy.title.trim().length < TITLE_MIN) {
    throw fieldErrors({ title: { key: 'min-length', message: atLeast(TITLE_MIN), nb: TITLE_MIN } });
  }
  // A stuff is its items: one without any says nothing to whoever opens it (issue 37).
  if (!Object.values(copy.items ?? {}).some((id) => typeof id === 'number')) {
    throw fieldError('items', 'empty-stuff', 'A stuff needs at least one item');
  }
  return copy;
}

export function validateStuffQuery(query: unknown): StuffQuery {
  const copy: unknown = structuredClone(query ?? {});
  const checkQuery = queryChecker();
  if (!checkQuery(copy)) throw schemaRefusal(checkQuery.errors ?? [], copy);
  return copy;
}

interface GameItem {
  id: number;
  typeId: number;
  itemSetId?: number;
}

/** Items and breeds of the loaded bundle, indexed once (the store never changes while running). */
export class GameLookup {
  private items?: Map<number, GameItem>;
  private breeds?: Map<number, RulesBreed>;
  constructor(private readonly store: GameStore) {}

  item(id: number): GameItem | undefined {
    this.items ??= index<GameItem>(this.store.collections.get('items'));
    return this.items.get(id);
  }
  breed(id: number): RulesBreed | undefined {
    this.breeds ??= index<RulesBreed>(this.store.collections.get('breeds'));
    return this.breeds.get(id);
  }
  hasItems(): boolean {
    return (this.store.collections.get('items')?.length ?? 0) > 0;
  }
  hasBreeds(): boolean {
    return (this.store.collections.get('breeds')?.length ?? 0) > 0;
  }
}

function index<T extends { id: number }>(docs: readonly Record<string, unknown>[] | undefined): Map<number, T> {
  const map = new Map<number, T>();
  for (const doc of docs ?? []) map.set(doc.id as number, doc as unknown as T);
  return map;
}

function slotKindOf(slot: SlotKey): string {
  if ((RING_SLOTS as readonly string[]).includes(slot)) return 'ring';
  if ((DOFUS_SLOTS as readonly string[]).includes(slot)) return 'dofus';
  return slot;
}

/** Each worn item exists and fits its slot; no set ring or dofus worn twice (spec §4 equipping). */
function checkItems(data: StuffData, game: GameLookup): void {
  if (!game.hasItems()) return; // No bundle loaded: only the payload's shape can be checked.
  const seen = new Map<number, SlotKey>();
  for (const [slot, id] of Object.entries(data.items) as [SlotKey, number | null][]) {
    if (id === null) continue;
    const item = game.item(id);
    if (!item) throw fieldError(`items.${slot}`, 'unknown-item', `Unknown item ${id}`);
    if (slotOfType(item.typeId) !== slotKindOf(slot)) {
      throw fieldError(`items.${slot}`, 'wrong-slot', `Item ${id} cannot be worn in this slot`);
    }
    const other = seen.get(id);
    const twiceForbidden = slotKindOf(slot) === 'dofus' || (slotKindOf(slot) === 'ring' && setIdOf(item) !== undefined);
    if (other && twiceForbidden) throw fieldError(`items.${slot}`, 'worn-twice', `Item ${id} is already worn in ${other}`);
    seen.set(id, slot);
  }
}

/** The breed exists and the base characteristics fit in the capital of the level (spec §5, §9). */
function checkCapital(data: StuffData, game: GameLookup): void {
  const breed = game.breed(data.breed);
  if (!breed && game.hasBreeds()) throw fieldError('breed', 'unknown-breed', `Unknown class ${data.breed}`);
  const spent = capitalSpent(costTablesOfBreed(breed), data.base);
  const available = capitalAvailable(data.level);
  if (spent > available) {
    throw fieldError('base', 'capital-exceeded', `Spends ${spent} capital points, only ${available} available at level ${data.level}`);
  }
}

export function checkAgainstGame(data: StuffData, game: GameLookup): void {
  checkItems(data, game);
  checkCapital(data, game);
}
