/**
 * Markup with every element's attributes in name order: two renders that differ only in the order
 * of their attributes (which neither a stylesheet nor the browser sees) compare equal, and a real
 * difference still shows in the test's diff.
 */
export function canonicalHtml(html: string): string {
  const template = document.createElement('template');
  template.innerHTML = html;
  for (const element of template.content.querySelectorAll('*')) {
    const attributes = [...element.attributes]
      .map((a) => [a.name, a.value] as const)
      .sort(([a], [b]) => a.localeCompare(b));
    for (const [name] of attributes) element.removeAttribute(name);
    for (const [name, value] of attributes) element.setAttribute(name, value);
  }
  return template.innerHTML;
}
