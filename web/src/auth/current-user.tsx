import { createContext, use, type ReactNode } from 'react';
import type { User } from '../../../domain/schemas/auth';

const CurrentUserContext = createContext<User | null>(null);

/** Provided by the session gate, only around the signed-in part of the app. */
export function CurrentUserProvider({ user, children }: { user: User; children: ReactNode }) {
  return <CurrentUserContext value={user}>{children}</CurrentUserContext>;
}

/** The signed-in user; only valid inside the signed-in part of the app. */
export function useCurrentUser(): User {
  const user = use(CurrentUserContext);
  if (!user) throw new Error('useCurrentUser() used outside the signed-in app');
  return user;
}
