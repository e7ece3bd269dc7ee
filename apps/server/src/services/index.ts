import { authentication } from '../auth/authentication';
import type { Application } from '../declarations';
import { langParam } from '../hooks/lang-param';
import { registerBoards } from './boards/boards';
import { registerBugReports } from './bug-reports/bug-reports';
import { registerCharacters } from './characters/characters';
import { registerReputationPoints } from './reputation-points/reputation-points';
import { registerStuffServices } from './stuffs';
import { registerTreasureHunt } from './treasure-hunt/treasure-hunt';
import { registerUsers } from './users/users';
import { registerWorkbench } from './workbench/workbench';
import { registerBreedingSelections } from './breeding/breeding';
import { registerBackOffice } from './back-office/back-office';
import { registerShopListings } from './back-office/public-shops';
import { registerRecoltable } from './recoltable/recoltable';
import { registerModeration } from './moderation/moderation';

/** Registers the user-data services (accounts, characters, stuffs...). Each lives in its own folder. */
export function registerUserServices(app: Application): void {
  // Before every service's own hooks: the web's `?lang=` is not a filter on user data.
  app.hooks({ around: { all: [langParam] } });
  // `api/authentication` first: the services below authenticate through it.
  app.configure(authentication);
  registerUsers(app);
  registerCharacters(app);
  registerReputationPoints(app);
  registerBugReports(app);
  registerStuffServices(app);
  registerWorkbench(app);
  registerTreasureHunt(app);
  registerBreedingSelections(app);
  registerBoards(app);
  registerModeration(app);
  registerBackOffice(app);
  registerShopListings(app);
  registerRecoltable(app);
}
