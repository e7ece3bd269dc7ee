import type { Adapter } from './adapter.ts';
import { datafus } from './datafus.ts';
import { dofuslab } from './dofuslab.ts';
import { dofusForge } from './dofus-forge.ts';
import { dofhunt } from './dofhunt.ts';
import { dbiTreasureSolver } from './dbi-treasure-solver.ts';
import { jouvevDofusTools } from './jouvev-dofus-tools.ts';
import { d2companion } from './d2companion.ts';
import { almanaxTracker } from './almanax-tracker.ts';
import { dofusfight2018 } from './dofusfight-2018.ts';
import { dofusTracker2019 } from './dofus-tracker-2019.ts';
import { zaapixGroupfinder } from './zaapix-groupfinder.ts';
import { metamobApi } from './metamob-api.ts';
import { dofapiDofusguide } from './dofapi-dofusguide.ts';
import { dofusdbTitles2022 } from './dofusdb-titles-2022.ts';
import { elevagesimu } from './elevagesimu.ts';
import { dofusdudeResourcesEn } from './dofusdude-resources-en.ts';
import { n1arkDofusQuests } from './n1ark-dofus-quests.ts';
import { dofusCompanionDungeons } from './dofus-companion-dungeons.ts';
import { dofushelperItems } from './dofushelper-items.ts';
import { souchyI18n } from './souchy-i18n.ts';
import { fashionistaDofus3 } from './fashionista-dofus3.ts';

/**
 * Every adapter, one per source folder of GAMEDATA_DIR. Ranks (merge priority, higher wins per field),
 * newest game version first: elevagesimu 3.6.12.16 (105) > dofus-forge 3.6.10.10 (100) >
 * fashionista-dofus3 3.6.8.8 (95) > dofuslab 3.5 (90) >
 * 2025-26 sources (80-86) > Datafus 2.73 (70) > 2024 sources of the 2.7x client (64-66) >
 * 2019-22 sources (50-56: souchy-i18n 2.65, dofusdb-titles 2022, dofushelper-items 2.64/2.59, dofapi, tracker 2019) > 2018 (10).
 */
export const ADAPTERS: Adapter[] = [
  elevagesimu,
  dofusForge,
  fashionistaDofus3,
  dofuslab,
  dofusCompanionDungeons,
  almanaxTracker,
  metamobApi,
  zaapixGroupfinder,
  dofusdudeResourcesEn,
  n1arkDofusQuests,
  dofhunt,
  datafus,
  d2companion,
  jouvevDofusTools,
  dbiTreasureSolver,
  souchyI18n,
  dofusdbTitles2022,
  dofushelperItems,
  dofapiDofusguide,
  dofusTracker2019,
  dofusfight2018,
];

export type { Adapter } from './adapter.ts';
