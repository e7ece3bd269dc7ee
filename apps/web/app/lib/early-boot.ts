/**
 * A page part that must work before the page's own scripts (the world map's cells, drawn and
 * panning on a phone before React has loaded) ships a script of its own, rendered with
 * `data-early-boot`. The server's HTML rewrite (lib/boot-after-paint.ts) leaves such scripts alone,
 * and its loader requests the page's scripts only once that script has run, announcing it with this
 * window event and flag, or after `EARLY_BOOT_WAIT_MS`: on a slow link, scripts fetched together
 * share the bandwidth, so the early one would arrive only with the last of the others.
 */
export const EARLY_BOOT_ATTRIBUTE = 'data-early-boot';
export const EARLY_BOOT_EVENT = 'grimoire:early-boot';
export const EARLY_BOOT_FLAG = 'grimoireEarlyBoot';
export const EARLY_BOOT_WAIT_MS = 3000;

/** Called by the early script once it runs (its modules have arrived): the page's scripts may come. */
export function announceEarlyBoot(): void {
  (window as unknown as Record<string, boolean>)[EARLY_BOOT_FLAG] = true;
  window.dispatchEvent(new Event(EARLY_BOOT_EVENT));
}
