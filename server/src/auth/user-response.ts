import { DEFAULT_LOCALE, isLocale } from '../../../domain/locale';
import type { User } from '../../../domain/schemas/auth';
import type { users } from '../db/schema';

/** A user as the server works with it once signed in: never with the password hash. */
export type UserRow = Omit<UserWithPasswordRow, 'passwordHash'>;
/** Only signing in reads the hash. */
export type UserWithPasswordRow = typeof users.$inferSelect;

/** The user as the API answers it: the password hash never leaves this function. */
export function toUserResponse(row: UserRow): User {
  return {
    id: row.id,
    email: row.email,
    username: row.username,
    nameLocked: row.legalName !== null,
    firstName: row.firstName,
    lastName: row.lastName,
    country: row.country,
    phone: row.phone,
    address: row.address,
    isAdmin: row.isAdmin,
    biometricEnabled: row.biometricEnabled,
    emailVerified: row.emailVerifiedAt !== null,
    locale: isLocale(row.locale) ? row.locale : DEFAULT_LOCALE,
    createdAt: row.createdAt.toISOString(),
  };
}
