import { useEffect } from 'react';
import { texts } from '../../../domain/messages';

/** Names the browser tab (and what a screen reader announces on navigation) after the screen. */
export function usePageTitle(title?: string): void {
  useEffect(() => {
    document.title = title ? `${title} · ${texts.productName}` : `${texts.productName} — ${texts.tagline}`;
  }, [title]);
}
