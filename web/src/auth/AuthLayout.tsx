import type { ReactNode } from 'react';
import { texts } from '../../../domain/messages';
import { LogoMark, Wordmark } from '../components/logo';
import { LanguagePicker } from '../i18n/LanguagePicker';

/**
 * The signed-out frame: the brand, the tagline, then the card. The product name is the page's h1
 * unless the page has its own (the reset page).
 */
export function AuthLayout({ children, brandIsHeading = true }: { children: ReactNode; brandIsHeading?: boolean }) {
  const Brand = brandIsHeading ? 'h1' : 'p';
  return (
    <div className="mx-auto flex min-h-dvh w-full max-w-app flex-col px-4 pb-8 pt-[max(2.5rem,env(safe-area-inset-top))] animate-fade-in">
      <header className="mb-7 flex flex-col items-center text-center">
        <div className="grid size-16 place-items-center rounded-[1.25rem] border border-border bg-surface shadow-card">
          <LogoMark className="size-11" />
        </div>
        <Brand className="mt-4 text-3xl">
          <Wordmark />
        </Brand>
        <p className="mt-1.5 text-base text-fg-muted">{texts.tagline}</p>
      </header>
      <main className="w-full">{children}</main>
      <footer className="mt-auto space-y-4 pt-8">
        <LanguagePicker className="justify-center" />
        <p className="text-balance text-center text-xs leading-relaxed text-fg-muted">{texts.authFootnote}</p>
      </footer>
    </div>
  );
}
