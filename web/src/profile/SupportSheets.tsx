import { LoaderCircle, Mail } from 'lucide-react';
import { screenTexts, screenToasts, texts } from '../../../domain/messages';
import { CopyValue } from '../components/copy-value';
import { LoadError } from '../components/load-error';
import { Button } from '../components/ui/button';
import { usePaymentInstructions } from '../send/api/get-payment-instructions';

/** Help Center: short, true answers about timing, paying and the reference. */
export function HelpCenterSheet() {
  return (
    <div className="space-y-4">
      {screenTexts.help.map((item) => (
        <section key={item.question}>
          <h3 className="font-semibold">{item.question}</h3>
          <p className="mt-1 text-sm leading-relaxed text-fg-muted">{item.answer}</p>
        </section>
      ))}
    </div>
  );
}

/** Contact Support: the company's email (the one e-Transfers go to), to copy or write to. */
export function ContactSupportSheet() {
  const instructions = usePaymentInstructions();
  if (instructions.isPending) {
    return (
      <p role="status" className="flex items-center gap-2 text-fg-muted">
        <LoaderCircle aria-hidden className="size-5 animate-spin-slow text-primary" />
        {texts.loading}
      </p>
    );
  }
  if (instructions.isError) {
    return <LoadError message={screenTexts.instructionsLoadFailed} retrying={instructions.isFetching} onRetry={() => void instructions.refetch()} />;
  }
  const { email } = instructions.data;
  return (
    <>
      <div className="rounded-md border border-border px-4">
        <CopyValue label={screenTexts.supportEmail} value={email} copied={screenToasts.supportEmailCopied} />
      </div>
      <Button asChild className="mt-5 w-full">
        <a href={`mailto:${email}`}>
          <Mail aria-hidden />
          {screenTexts.writeEmail}
        </a>
      </Button>
    </>
  );
}
