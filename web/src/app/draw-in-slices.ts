/**
 * Lays out the first screen, drawn beneath the splash, a few parts per frame instead of all at once
 * (docs/decisions/051-the-first-screen-laid-out-beneath-the-splash.md). Each part added to `root` is
 * held back with `content-visibility: hidden` (styles.css: the browser skips its style and layout),
 * then let go from the next frame on, ELEMENTS_PER_FRAME at a time, and laid out in that frame's
 * own pass. Nobody sees the parts come: the splash covers them, and `finish()` lets
 * every part left go at once when it lifts.
 */
const HELD = 'data-drawn-later';
/** A part is an element with at most this many elements inside. */
const PART_SIZE = 24;
/**
 * Elements let go per frame, counting each part's own: the browser lays them out in that frame's
 * own pass (≈ 6 ms here for the send screen's 40 elements in Hindi). Forcing a layout after each part
 * to time it instead cost the page 15–20 % more processor time in all.
 */
const ELEMENTS_PER_FRAME = 40;
/**
 * Elements never held back: nothing inside them to skip (content-visibility needs layout containment;
 * on an inline box it does nothing, which is harmless, but on these it is pointless).
 */
const WHOLE = new Set(['INPUT', 'SELECT', 'OPTION', 'TEXTAREA', 'IMG', 'BR', 'HR']);

export interface SlicedDrawing {
  finish(): void;
}

export function drawInSlices(root: HTMLElement): SlicedDrawing {
  const waiting: Element[] = [];
  let frame = 0;

  const hold = (element: Element) => {
    if (element.getElementsByTagName('*').length <= PART_SIZE) {
      if (element instanceof HTMLElement && !WHOLE.has(element.tagName)) {
        element.setAttribute(HELD, '');
        waiting.push(element);
      }
      return;
    }
    for (const child of element.children) hold(child);
  };
  const release = () => {
    frame = 0;
    let elements = 0;
    while (waiting.length && elements < ELEMENTS_PER_FRAME) {
      const part = waiting.shift()!;
      elements += 1 + part.getElementsByTagName('*').length;
      part.removeAttribute(HELD);
    }
    if (waiting.length) frame = requestAnimationFrame(release);
  };
  const observer = new MutationObserver((records) => {
    for (const record of records) for (const node of record.addedNodes) if (node instanceof Element) hold(node);
    if (waiting.length && !frame) frame = requestAnimationFrame(release);
  });
  observer.observe(root, { childList: true, subtree: true });

  return {
    finish() {
      observer.disconnect();
      cancelAnimationFrame(frame);
      for (const element of waiting.splice(0)) element.removeAttribute(HELD);
    },
  };
}
