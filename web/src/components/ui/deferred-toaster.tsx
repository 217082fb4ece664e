import { useEffect, useState, type ComponentType } from 'react';
import type * as ToasterModule from './toaster';
import { useToast } from './use-toast';

let toasterModule: Promise<typeof ToasterModule> | undefined;

function loadToaster() {
  toasterModule ??= import('./toaster').catch((error: unknown) => {
    toasterModule = undefined; // offline, or replaced by a new release: tried again next time
    throw error;
  });
  return toasterModule;
}

const INTERACTIONS = ['pointerdown', 'keydown', 'focusin'] as const;

/**
 * The Toaster without Radix Toast in the entry bundle (~6 KB gzipped with its dismissable layer):
 * nothing is on screen until the first toast, and every toast follows something the person did.
 * So its code is fetched on the first interaction (typing, a tap), ready before a form is sent,
 * and at the latest when a toast arrives; once mounted, the Toaster stays. Not React.lazy: a
 * download that fails must not take the app down; the next toast tries again.
 */
export function DeferredToaster() {
  const { toasts } = useToast();
  const [Toaster, setToaster] = useState<ComponentType | null>(null);
  const needed = toasts.length > 0;

  useEffect(() => {
    const warmUp = () => {
      for (const type of INTERACTIONS) window.removeEventListener(type, warmUp, true);
      loadToaster().catch(() => undefined);
    };
    for (const type of INTERACTIONS) window.addEventListener(type, warmUp, true);
    return () => {
      for (const type of INTERACTIONS) window.removeEventListener(type, warmUp, true);
    };
  }, []);

  useEffect(() => {
    if (Toaster || !needed) return;
    let current = true;
    loadToaster().then(
      (module) => {
        if (current) setToaster(() => module.Toaster);
      },
      (error: unknown) => console.warn('The notifications could not be loaded.', error),
    );
    return () => {
      current = false;
    };
    // `toasts`: after a failed download, each new toast tries again.
  }, [Toaster, needed, toasts]);

  return Toaster ? <Toaster /> : null;
}
