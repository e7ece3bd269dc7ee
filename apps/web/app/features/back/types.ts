/** A bug report as the back office lists it. */
export interface BugReport {
  _id: string | number;
  title: string;
  description: string;
  /** The page reported (a site path or an http(s) address). */
  page?: string | null;
  createdAt?: string;
}
