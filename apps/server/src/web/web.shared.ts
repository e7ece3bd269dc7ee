/** What the server tells the web app about itself on every render (its load context's `publicConfig`). */

/** Configuration the browser may see. */
export interface PublicConfig {
  imageBaseUrl: string;
  /** Public origin for absolute links; empty = the request's origin (see the root loader). */
  siteUrl: string;
  betaSiteUrl: string;
  stableSiteUrl: string;
  analyticsUrl: string;
  botCheckSiteKey: string;
}
