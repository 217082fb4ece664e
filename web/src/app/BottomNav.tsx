import { useQueryClient } from '@tanstack/react-query';
import { ArrowLeftRight, History, type LucideIcon, ShieldCheck, UserRound, Users } from 'lucide-react';
import { Link, useLocation } from 'wouter';
import { screenTexts } from '../../../domain/messages';
import { useCurrentUser } from '../auth/current-user';
import { cn } from '../lib/cn';
import { preloadScreen } from './screens';

interface Tab {
  href: string;
  /** Read when shown, in the current language. */
  label: () => string;
  icon: LucideIcon;
}

const TABS: readonly Tab[] = [
  { href: '/', label: () => screenTexts.navSend, icon: ArrowLeftRight },
  { href: '/history', label: () => screenTexts.navHistory, icon: History },
  { href: '/recipients', label: () => screenTexts.navRecipients, icon: Users },
  { href: '/profile', label: () => screenTexts.navProfile, icon: UserRound },
];
const ADMIN_TAB: Tab = { href: '/admin', label: () => screenTexts.navAdmin, icon: ShieldCheck };

/** The tab whose path the location is in; anything else (unknown paths) falls back to Send. */
export function activeTabHref(location: string, tabs: readonly Tab[]): string {
  const match = tabs.find((tab) => tab.href !== '/' && (location === tab.href || location.startsWith(`${tab.href}/`)));
  return match?.href ?? '/';
}

/**
 * docs/product.md § Bottom navigation: Send, History, Recipients, Profile (+ Admin for admins); a tap
 * refreshes all server data.
 */
export function BottomNav() {
  const user = useCurrentUser();
  const queryClient = useQueryClient();
  const [location] = useLocation();
  const tabs = user.isAdmin ? [...TABS, ADMIN_TAB] : TABS;
  const active = activeTabHref(location, tabs);

  return (
    <nav
      aria-label={screenTexts.mainNavigation}
      className="fixed inset-x-0 bottom-0 z-30 border-t border-border bg-surface/95 pb-safe backdrop-blur supports-[backdrop-filter]:bg-surface/85"
    >
      {/* Five tabs (an operator's) leave 78 px each on a phone: a gap and a smaller label keep the labels apart (issue 34). */}
      <ul className={cn('mx-auto grid max-w-app gap-x-1 px-1', tabs.length === 5 ? 'grid-cols-5 [&_a]:text-[0.6875rem]' : 'grid-cols-4')}>
        {tabs.map(({ href, label, icon: Icon }) => {
          const isActive = href === active;
          return (
            <li key={href}>
              <Link
                href={href}
                aria-current={isActive ? 'page' : undefined}
                onClick={() => void queryClient.invalidateQueries()}
                onPointerEnter={() => void preloadScreen(href)}
                onPointerDown={() => void preloadScreen(href)}
                onFocus={() => void preloadScreen(href)}
                className={cn(
                  'group flex min-h-16 flex-col items-center justify-center gap-1 rounded-md px-1 py-2 text-xs font-medium transition-colors focus-visible:outline-2 focus-visible:outline-offset-[-2px] focus-visible:outline-ring',
                  isActive ? 'text-primary' : 'text-fg-muted hover:text-fg',
                )}
              >
                <span
                  className={cn(
                    'flex h-8 w-14 items-center justify-center rounded-full transition-colors',
                    isActive && 'bg-primary-soft',
                  )}
                >
                  <Icon aria-hidden className="size-5" strokeWidth={isActive ? 2.4 : 2} />
                </span>
                <span className={cn('max-w-full text-center leading-tight', isActive && 'font-semibold')}>{label()}</span>
              </Link>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
