import { useSyncExternalStore } from 'react';
import { rememberBannerDismissed } from './banner-memory';

/** Chromium's `beforeinstallprompt` event (not in the DOM typings: it is not a web standard). */
export interface InstallPromptEvent extends Event {
  prompt(): Promise<unknown>;
  readonly userChoice: Promise<{ outcome: 'accepted' | 'dismissed' }>;
}

function isInstallPromptEvent(event: Event): event is InstallPromptEvent {
  return 'prompt' in event && typeof event.prompt === 'function';
}

let captured: InstallPromptEvent | null = null;
const listeners = new Set<() => void>();

function setCaptured(event: InstallPromptEvent | null): void {
  captured = event;
  for (const listener of listeners) listener();
}

/**
 * Keeps the browser's install prompt for our own Install button. Called once in main.tsx, before
 * React renders: the event can fire while the splash is still showing, before the banner mounts.
 */
export function captureInstallPrompt(): void {
  window.addEventListener('beforeinstallprompt', (event) => {
    if (!isInstallPromptEvent(event)) return;
    // Without this, Chromium shows its own mini-infobar on top of our banner.
    event.preventDefault();
    setCaptured(event);
  });
  // Installed, by our button or from the browser's menu: the banner has nothing left to offer.
  window.addEventListener('appinstalled', () => {
    rememberBannerDismissed();
    setCaptured(null);
  });
}

/** The prompt can be shown once; afterwards the browser offers a new event (or none). */
export function forgetInstallPrompt(): void {
  setCaptured(null);
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** The captured install prompt, or null when the browser has offered none (Safari, Firefox...). */
export function useInstallPrompt(): InstallPromptEvent | null {
  return useSyncExternalStore(subscribe, () => captured);
}
