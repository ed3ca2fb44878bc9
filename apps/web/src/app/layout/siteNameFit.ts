/**
 * The site name in the top bar, fitted to the room its buttons leave (issue 12): a single word
 * cannot wrap, and how wide it is depends on the language and its font, which CSS alone cannot
 * measure. Used by the Header once React runs it, and by the entry script (main.tsx) on the
 * server's markup before then, so that a slow phone does not show the name cut while the page's
 * code and strings arrive.
 */
import classes from './Layout.module.css';

/** The smallest size the site name shrinks to (CSS pixels): below it, it is cut with an ellipsis. */
const SITE_NAME_MIN_PX = 13;

/**
 * Shrinks the text of `element` (the site name, inside the `<header>`) one pixel at a time from
 * its style sheet size until it fits its box, down to SITE_NAME_MIN_PX, now and again whenever the
 * top bar's width, its buttons or the fonts change. When even the smallest size does not fit
 * (Tamil and Malayalam beside a signed-in member's "My profile" button at 390 px, or a visitor's
 * language name and Login at 360 px), the bar is marked `data-tight`, the buttons' labels that
 * have an aria-label (the language picker's, "My profile") give way to their icons
 * (Layout.module.css `.tightHidden`), and the name is fitted again from its full size.
 * Returns the function that stops watching; does nothing outside a `<header>`.
 */
export function watchSiteNameFit(element: HTMLElement): () => void {
  const bar = element.closest('header');
  if (!bar) return () => undefined;
  const end = bar.getElementsByClassName(classes.headerEnd ?? '')[0];
  // Measured in fractional pixels: scrollWidth and clientWidth are rounded, and a name a part of
  // a pixel too wide is already cut.
  const range = document.createRange();
  const overflows = () => {
    range.selectNodeContents(element);
    return range.getBoundingClientRect().width > element.getBoundingClientRect().width + 0.01;
  };
  const shrink = () => {
    element.style.fontSize = '';
    let size = parseFloat(getComputedStyle(element).fontSize);
    while (overflows() && size > SITE_NAME_MIN_PX) {
      size -= 1;
      element.style.fontSize = `${size}px`;
    }
  };
  const fit = () => {
    bar.removeAttribute('data-tight');
    shrink();
    if (!overflows()) return;
    bar.setAttribute('data-tight', '');
    shrink();
  };
  fit();
  // The bar's width is the viewport's, and its buttons' change with the session and the
  // language: the name's own box would change as it is fitted. Marking the bar tight narrows the
  // buttons once more, and the fit that follows ends in the same state, so this settles.
  const observer = new ResizeObserver(fit);
  observer.observe(bar);
  if (end) observer.observe(end);
  // The script's web font arrives after the first paint (font-display: swap) with other widths.
  document.fonts.addEventListener('loadingdone', fit);
  return () => {
    observer.disconnect();
    document.fonts.removeEventListener('loadingdone', fit);
  };
}

/**
 * Fits the site name of the server's top bar (a visitor's page, before React has taken it over)
 * until `until` resolves, when the Header's own fitting has begun. Does nothing on a page without
 * the server's top bar (the client shell).
 */
export function fitServerSiteName(until: Promise<unknown>): void {
  const element = document.querySelector<HTMLElement>(`header .${classes.siteName ?? ''}`);
  if (!element) return;
  const stop = watchSiteNameFit(element);
  void until.then(stop);
}
