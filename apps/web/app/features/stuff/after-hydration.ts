/**
 * What the stuff pages show only once hydrated, never in the server's HTML: the owner's controls
 * (ownership needs this browser's edit secret or session) and the damage preview (behind a flag
 * kept in local storage). Drawn through ui/IdleLoaded, they are fetched when the browser is idle
 * or when they are to be shown, rather than in the pages' first load.
 */
export const loadDamagePreview = () => import('./DamagePreview').then((module) => module.DamagePreview);
export const loadEditLink = () => import('./EditLink').then((module) => module.EditLink);
export const loadDeleteStuffButton = () => import('./DeleteStuffButton').then((module) => module.DeleteStuffButton);
