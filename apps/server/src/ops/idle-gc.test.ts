import { describe, expect, it } from 'vitest';
import { idleCollector, v8FullCollection } from './idle-gc';

const MB = 1024 * 1024;

function collectorOver(heap: { bytes: number }) {
  let collections = 0;
  const collector = idleCollector({
    collect: () => {
      collections++;
      heap.bytes = 300 * MB; // what a full collection leaves
    },
    heapBytes: () => heap.bytes,
    growthBytes: 128 * MB,
    quietLooks: 2,
  });
  return { collector, collections: () => collections };
}

describe('the idle collector', () => {
  it('collects once after a burst, when requests have stopped for two looks', () => {
    const heap = { bytes: 300 * MB };
    const { collector, collections } = collectorOver(heap);
    collector.request();
    heap.bytes = 900 * MB;
    expect(collector.look()).toBe(false); // requests came since the last look
    expect(collector.look()).toBe(false); // one quiet look
    expect(collector.look()).toBe(true);
    expect(collections()).toBe(1);
    expect(collector.look()).toBe(false); // nothing grew since
    expect(collections()).toBe(1);
  });

  it('never collects while requests keep coming', () => {
    const heap = { bytes: 900 * MB };
    const { collector, collections } = collectorOver(heap);
    heap.bytes = 2000 * MB;
    for (let i = 0; i < 20; i++) {
      collector.request();
      collector.look();
    }
    expect(collections()).toBe(0);
  });

  it('leaves an idle heap that has not grown alone', () => {
    const heap = { bytes: 300 * MB };
    const { collector, collections } = collectorOver(heap);
    heap.bytes = 400 * MB;
    for (let i = 0; i < 10; i++) collector.look();
    expect(collections()).toBe(0);
  });

  it("reaches V8's full collection without a command-line flag", () => {
    const gc = v8FullCollection();
    expect(gc).toBeTypeOf('function');
    expect(() => gc!()).not.toThrow();
  });
});
