import type { Locator, Page } from '@playwright/test';
import { expect } from './fixtures.ts';

type Box = { x: number; y: number; width: number; height: number };

export const overlaps = (a: Box, b: Box) =>
  a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;

export async function box(locator: Locator): Promise<Box> {
  const found = await locator.boundingBox();
  if (!found) throw new Error('not on screen');
  return found;
}

/**
 * Where an element comes to rest: a toast slides in, and measured mid-slide it overlaps what it will not
 * cover once in place. Reads its box until two reads agree.
 */
export async function settledBox(locator: Locator): Promise<Box> {
  let last = '';
  let current: Box | undefined;
  await expect
    .poll(
      async () => {
        current = await box(locator);
        const key = JSON.stringify(current);
        const same = key === last;
        last = key;
        return same;
      },
      { intervals: [100] },
    )
    .toBe(true);
  return current!;
}

/**
 * What of the page lies under `cover` (a floating button or card): every control (link, button, field),
 * every piece of visible text, and every painted box (a card, a row's border, a price panel) whose box
 * meets the cover's box, described by its text or label. Text is measured line by line; what is inside the
 * cover itself, hidden, or visually hidden (sr-only) is left out. An empty list: nothing covered.
 */
export async function contentUnder(cover: Locator): Promise<string[]> {
  return cover.evaluate((coverElement) => {
    const c = coverElement.getBoundingClientRect();
    const meets = (r: DOMRect) =>
      r.width > 0 && r.height > 0 && r.left < c.right && c.left < r.right && r.top < c.bottom && c.top < r.bottom;
    const shown = (element: Element) => {
      if (coverElement.contains(element) || element.contains(coverElement)) return false;
      if (!element.checkVisibility({ opacityProperty: true, visibilityProperty: true })) return false;
      for (let e: Element | null = element; e; e = e.parentElement) {
        if (e.getAttribute('aria-hidden') === 'true') return false;
        const style = getComputedStyle(e);
        if (style.clip === 'rect(0px, 0px, 0px, 0px)' || style.clipPath === 'inset(50%)') return false;
      }
      return true;
    };
    const found: string[] = [];
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const text = node.textContent?.trim();
      if (!text || !node.parentElement || !shown(node.parentElement)) continue;
      const range = document.createRange();
      range.selectNodeContents(node);
      if (Array.from(range.getClientRects()).some(meets)) found.push(`text "${text}"`);
    }
    const controls = Array.from(
      document.querySelectorAll<HTMLElement>('a[href], button, input, select, textarea, [role="button"], [tabindex]'),
    );
    for (const control of controls) {
      if (!shown(control) || !meets(control.getBoundingClientRect())) continue;
      const name = control.getAttribute('aria-label') ?? control.textContent?.trim() ?? '';
      found.push(`${control.tagName.toLowerCase()} "${name || (control as HTMLInputElement).name || ''}"`);
    }
    const invisible = (colour: string) => colour === 'transparent' || /(, 0\)|\/ 0\))$/.test(colour);
    const painted = (style: CSSStyleDeclaration) =>
      !invisible(style.backgroundColor) ||
      ['top', 'right', 'bottom', 'left'].some(
        (side) =>
          style.getPropertyValue(`border-${side}-style`) !== 'none' &&
          style.getPropertyValue(`border-${side}-width`) !== '0px' &&
          !invisible(style.getPropertyValue(`border-${side}-color`)),
      );
    for (const element of Array.from(document.body.querySelectorAll('*'))) {
      if (!shown(element) || !painted(getComputedStyle(element)) || !meets(element.getBoundingClientRect())) continue;
      found.push(`${element.tagName.toLowerCase()} box "${element.textContent?.trim().slice(0, 40) ?? ''}"`);
    }
    return found;
  });
}

/** Scrolls the page to its very end and waits until it is there (rows below the fold may still lay out). */
export async function scrollToEnd(page: Page) {
  // Rows drawn only once they come into view (the item list's later rows) make the page longer a moment after
  // the scroll: at the end means there on two reads in a row, with the same height.
  let lastHeight = -1;
  await expect
    .poll(async () => {
      const { height, atEnd } = await page.evaluate(() => {
        window.scrollTo(0, document.documentElement.scrollHeight);
        const height = document.documentElement.scrollHeight;
        return { height, atEnd: Math.ceil(window.scrollY + window.innerHeight) >= height };
      });
      const settled = atEnd && height === lastHeight;
      lastHeight = height;
      return settled;
    })
    .toBe(true);
}
