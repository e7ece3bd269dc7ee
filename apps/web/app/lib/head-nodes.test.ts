import { afterEach, describe, expect, it } from 'vitest';
import { keepHeadNodesAddedByScripts } from './head-nodes';

afterEach(() => {
  document.head.innerHTML = '';
});

describe('keepHeadNodesAddedByScripts', () => {
  it('puts back the stylesheets and preloads a hydration took out of the head, once, and nothing else', () => {
    document.head.innerHTML =
      '<title>Carte</title><link rel="stylesheet" href="/assets/WorldMap.css"><link rel="modulepreload" href="/assets/LeafletMap.js"><meta name="x">';
    const kept = document.head.querySelector('title')!;
    keepHeadNodesAddedByScripts(() => {
      // What Preact's hydration does with nodes its render does not hold.
      for (const node of [...document.head.children]) if (node !== kept) node.remove();
    });
    expect([...document.head.children].map((node) => node.getAttribute('href') ?? node.tagName)).toEqual([
      'TITLE',
      '/assets/WorldMap.css',
      '/assets/LeafletMap.js',
    ]);
  });

  it('leaves the head as it is when the hydration kept everything', () => {
    document.head.innerHTML = '<link rel="stylesheet" href="/a.css"><style>p{}</style>';
    const before = [...document.head.children];
    keepHeadNodesAddedByScripts(() => undefined);
    expect([...document.head.children]).toEqual(before);
  });
});
