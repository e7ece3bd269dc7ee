/** True when two URLs differ only by the `param` query parameter (same path, other parameters equal). */
export function onlyParamChanged(current: URL, next: URL, param: string): boolean {
  if (current.pathname !== next.pathname) return false;
  const strip = (url: URL) => {
    const params = new URLSearchParams(url.search);
    params.delete(param);
    params.sort();
    return params.toString();
  };
  return strip(current) === strip(next);
}
