import { eq, sql } from 'drizzle-orm';
import type { AppContext, RequestMeta } from '../context';
import { knownBrowsers } from '../db/schema';
import { accountLocale } from '../i18n/account-locale';
import { newBrowserMail } from '../mail/security-templates';
import { mailSite } from '../mail/layout';
import { describeUserAgent } from '../http/describe-user-agent';
import type { UserRow } from './user-response';

/**
 * Notes the browser and OS of a sign-in (or sign-up) on the account; on a sign-in from a pair the
 * account has not used before, mails the customer. An account with no pair noted at all signed up
 * before this was kept (issue 18): its first sign-in only notes the pair, or every such customer
 * would get a mail they cannot make sense of.
 */
export async function rememberBrowser(
  ctx: AppContext,
  user: Pick<UserRow, 'id' | 'email' | 'firstName' | 'locale'>,
  meta: RequestMeta,
  options: { mailIfNew: boolean },
): Promise<void> {
  const { browser, os } = describeUserAgent(meta.userAgent);
  const now = ctx.clock.now();
  const [known] = await ctx.db
    .select({ count: sql<number>`count(*)::int` })
    .from(knownBrowsers)
    .where(eq(knownBrowsers.userId, user.id));
  const inserted = await ctx.db
    .insert(knownBrowsers)
    .values({ userId: user.id, browser, os, firstSeenAt: now })
    .onConflictDoNothing()
    .returning({ userId: knownBrowsers.userId });
  if (!options.mailIfNew || inserted.length === 0 || !known || known.count === 0) return;
  const mail = newBrowserMail({ to: user.email, firstName: user.firstName, browser, os, ip: meta.ip, at: now, site: mailSite(ctx.config), locale: accountLocale(user.locale) });
  ctx.background.run('new browser mail', () => ctx.mailer.send(mail));
}

