import { lazy, Suspense, useEffect, useState } from 'react';
import { texts } from '../../../domain/messages';
import { FullPageLoading } from '../components/full-page-loading';
import { Card } from '../components/ui/card';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '../components/ui/tabs';
import { usePageTitle } from '../lib/use-page-title';
import { whenIdle } from '../lib/when-idle';
import { AuthLayout } from './AuthLayout';
import { SignInForm } from './SignInForm';

// Sign-up (with the shared schemas and zod, which sign-in's checks need too) is fetched as soon as
// the screen is idle, the reset dialog when it is about to be opened: the sign-in entry bundle
// stays within its budget.
const loadSignUp = () => import('./SignUpForm').then((module) => ({ default: module.SignUpForm }));
const loadForgot = () => import('./ForgotPasswordDialog').then((module) => ({ default: module.ForgotPasswordDialog }));
const SignUpForm = lazy(loadSignUp);
const ForgotPasswordDialog = lazy(loadForgot);

type AuthTab = 'signin' | 'signup';

/**
 * The signed-out screen (docs/product.md § Sign in and sign up): Sign In / Sign Up tabs. Only the active
 * tab's form is mounted, so switching tabs clears the form; it also closes the forgot-password dialog.
 */
export function AuthScreen() {
  const [tab, setTab] = useState<AuthTab>('signin');
  const [forgotOpen, setForgotOpen] = useState(false);
  const [forgotEmail, setForgotEmail] = useState('');
  usePageTitle();

  useEffect(() => {
    return whenIdle(() => void loadSignUp().catch(() => undefined));
  }, []);

  return (
    <AuthLayout>
      <Card className="p-5">
        <Tabs
          value={tab}
          onValueChange={(value) => {
            setTab(value === 'signup' ? 'signup' : 'signin');
            setForgotOpen(false);
          }}
        >
          <TabsList aria-label={texts.authTabsLabel} className="mb-6">
            <TabsTrigger value="signin">{texts.signIn}</TabsTrigger>
            <TabsTrigger value="signup">{texts.signUp}</TabsTrigger>
          </TabsList>
          <TabsContent value="signin">
            <SignInForm
              onForgotPasswordIntent={() => void loadForgot().catch(() => undefined)}
              onForgotPassword={(email) => {
                setForgotEmail(email);
                setForgotOpen(true);
              }}
            />
          </TabsContent>
          <TabsContent value="signup">
            <Suspense fallback={<FullPageLoading inline />}>
              <SignUpForm />
            </Suspense>
          </TabsContent>
        </Tabs>
      </Card>
      {forgotOpen && (
        <Suspense fallback={null}>
          <ForgotPasswordDialog open onOpenChange={setForgotOpen} defaultEmail={forgotEmail} />
        </Suspense>
      )}
    </AuthLayout>
  );
}
