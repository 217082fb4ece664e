import { screenTexts } from './messages';

interface NamedUser {
  firstName?: string | null;
  username?: string | null;
}

/** The first name, else the first word of the username, else the fallback ("User" or "Admin"). */
export function displayFirstName(
  user: NamedUser | null | undefined,
  fallback: string = screenTexts.defaultUserName,
): string {
  const firstName = user?.firstName?.trim();
  if (firstName) return firstName;
  const firstWord = user?.username?.trim().split(/\s+/)[0];
  return firstWord || fallback;
}
