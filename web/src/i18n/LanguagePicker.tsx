import { Languages } from 'lucide-react';
import { useId, useSyncExternalStore } from 'react';
import { isLocale, LOCALE_NAMES, type Locale } from '../../../domain/locale';
import { texts } from '../../../domain/messages';
import { WEB_LOCALES } from '../../../domain/texts/load-texts';
import { NativeSelect } from '../components/ui/native-select';
import { cn } from '../lib/cn';
import { activeLocale, onLocaleChange, switchLocale } from './active-locale';

/** The language every screen is shown in now; a component using it re-renders when it changes. */
export function useActiveLocale(): Locale {
  return useSyncExternalStore(onLocaleChange, activeLocale);
}

/**
 * The language picker (issue 19): each language named in itself. The sign-in screen keeps the choice
 * on the device; Profile also saves it to the account (`onChosen`), which the mail follows.
 */
export function LanguagePicker({ onChosen, className }: { onChosen?: (locale: Locale) => void; className?: string }) {
  const locale = useActiveLocale();
  const id = useId();
  if (WEB_LOCALES.length < 2) return null;
  return (
    <div className={cn('flex items-center gap-3', className)}>
      <label htmlFor={id} className="flex shrink-0 items-center gap-2 text-sm text-fg-muted">
        <Languages aria-hidden className="size-4" />
        {texts.language}
      </label>
      <NativeSelect
        id={id}
        value={locale}
        className="h-11 min-w-36"
        onChange={(event) => {
          const next = event.target.value;
          if (isLocale(next)) void switchLocale(next).then(() => onChosen?.(next));
        }}
      >
        {WEB_LOCALES.map((option) => (
          <option key={option} value={option} lang={option}>
            {LOCALE_NAMES[option]}
          </option>
        ))}
      </NativeSelect>
    </div>
  );
}
