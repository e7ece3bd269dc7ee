/**
 * The server's one client entry (`@grimoire/server/client`): every service's contract, typed by path
 * from the services themselves, and the constants clients share with the server (limits, cookie
 * names, error keys). The web app imports the server through this file only.
 *
 * Client-safe: values come from the services' `*.shared.ts` files, which run no server code; the
 * rest is types (erased from the browser bundle).
 */
import type { AuthenticationContract } from './auth/authentication.shared';
import type { ContractOf, Id, Method, Query } from './contract';
import type { ServiceTypes } from './declarations';
import type { GameContracts } from './game/game.shared';
import type { UsersContract } from './services/users/users.shared';

export * from './contract';
export * from './auth/authentication.shared';
export * from './game/game.shared';
export * from './services/back-office/back-office.shared';
export * from './services/boards/boards.shared';
export * from './services/breeding/breeding.shared';
export * from './services/bug-reports/bug-reports.shared';
export * from './services/moderation/moderation.shared';
export * from './services/characters/characters.shared';
export * from './services/recoltable/recoltable.shared';
export * from './services/reputation-points/reputation-points.shared';
export * from './services/stuffs/stuffs.shared';
export * from './services/treasure-hunt/treasure-hunt.shared';
export * from './services/users/users.shared';
export * from './services/workbench/workbench.shared';
export * from './web/web.shared';

// The service modules, for their `ServiceTypes` entries (type-only: nothing of them reaches a client).
export type { AuthenticationService } from '@feathersjs/authentication';
export type { AuditLogService } from './services/back-office/audit-log';
export type { APPEARANCES_PATH } from './services/back-office/back-office';
export type { ShopListingService } from './services/back-office/public-shops';
export type { BoardModerationService } from './services/boards/boards';
export type { BreedingSelectionsService } from './services/breeding/breeding';
export type { BugReportActionService, BugReportService } from './services/bug-reports/bug-reports';
export type { ContentReportService, ModerationActionService, NoticeService } from './services/moderation/moderation';
export type { Notice, ReportedRecord, ModerationActionData, ContentReportData } from './services/moderation/moderation.schema';
export type { CharacterService } from './services/characters/characters';
export type { LookService } from './services/look/look';
export type { RecoltableService } from './services/recoltable/recoltable';
export type { ReputationPointsService } from './services/reputation-points/reputation-points';
export type { STUFFS_PATH } from './services/stuffs/stuffs';
export type { STUFF_LIKES_PATH } from './services/stuffs/stuff-likes';
export type { PROFILES_PATH } from './services/stuffs/profiles';
export type { ClueMapsService, TreasureHuntService } from './services/treasure-hunt/treasure-hunt';
export type { CluePack, CluePackService } from './services/treasure-hunt/clue-pack';
export type { MapClueService } from './services/treasure-hunt/map-clue';
export type { UserService } from './services/users/users';
export type { WORKBENCH_PATH } from './services/workbench/workbench';
export type { GameServiceTypes } from './game/services';
export type { CriterionService, CRITERION_PATH } from './game/criterion';
export type { SearchService } from './game/search/search-service';
export type { VersionService } from './game/version';
export type { AUTHENTICATION_PATH } from './auth/authentication';

// Record types the services answer, so clients can name them.
export type { AuditEntry } from './services/back-office/audit';
export type { MissingMap } from './services/back-office/missing';
export type { AuditLine, FlaggedRecord } from './services/boards/moderation';
export type { BreedingSelections } from './services/breeding/breeding.schema';
export type { BugReport, BugReportAction, BugReportActionResult, BugReportQuery } from './services/bug-reports/bug-reports.schema';
export type { Character } from './services/characters/characters.schema';
export type { StuffData, StuffResult } from './services/stuffs/stuffs.schema';
export type { StuffLikeResult } from './services/stuffs/stuff-likes';
export type { Profile } from './services/stuffs/profiles';
export type { MapClue } from './services/treasure-hunt/treasure-hunt.schema';
export type { HuntMap, HuntPage } from './services/treasure-hunt/treasure-hunt';
export type { Workbench, WorkbenchData } from './services/workbench/workbench.schema';

type ApiPath = keyof ServiceTypes & `api/${string}`;
type Derived = { [P in ApiPath as P extends `api/${infer N}` ? N : never]: ContractOf<ServiceTypes[P]> };
/** Services whose outside shape is not their class's: resolvers hide fields, the game records are typed by collection. */
interface Declared extends GameContracts {
  users: UsersContract;
  authentication: AuthenticationContract;
}

/** Every `/api` service by path (without `api/`), with what each method answers and takes. */
export type ClientServices = Omit<Derived, keyof Declared> & Declared;
export type ServicePath = keyof ClientServices & string;

type Part<P extends ServicePath, K extends string> = ClientServices[P] extends Record<K, infer T> ? T : never;
export type MethodsOf<P extends ServicePath> = Part<P, 'methods'>;
/** What `find` answers (a page of records for most services). */
export type FoundOf<P extends ServicePath> = Part<P, 'found'>;
/** One record as `get`, `update`, `patch` and `remove` answer it. */
export type ResultOf<P extends ServicePath> = Part<P, 'result'>;
export type CreatedOf<P extends ServicePath> = Part<P, 'created'>;
export type DataOf<P extends ServicePath> = Part<P, 'data'>;
export type PatchOf<P extends ServicePath> = Part<P, 'patch'>;
export type QueryOf<P extends ServicePath> = ClientServices[P] extends { query: infer Q } ? Q : Query;
/** The paths offering a method (`PathWith<'create'>`). */
export type PathWith<M extends Method> = { [P in ServicePath]: M extends MethodsOf<P> ? P : never }[ServicePath];

/** Parameters of an in-process call (server rendering) or a REST call: the query string. */
export interface CallParams<P extends ServicePath> {
  query?: QueryOf<P> & Query;
}

/** One service's methods as the web's loaders call them in-process (`context.service(path)`). */
export interface ServiceCalls<P extends ServicePath> {
  find(params?: CallParams<P>): Promise<FoundOf<P>>;
  get(id: Id, params?: CallParams<P>): Promise<ResultOf<P>>;
  create(data: DataOf<P>, params?: CallParams<P>): Promise<CreatedOf<P>>;
  update(id: Id, data: DataOf<P>, params?: CallParams<P>): Promise<ResultOf<P>>;
  patch(id: Id, data: PatchOf<P>, params?: CallParams<P>): Promise<ResultOf<P>>;
  remove(id: Id, params?: CallParams<P>): Promise<ResultOf<P>>;
}

/** What the server puts in the loaders' context: every service, called as the signed-in user. */
export interface ServerServices {
  service<P extends ServicePath>(path: P): ServiceCalls<P>;
}
