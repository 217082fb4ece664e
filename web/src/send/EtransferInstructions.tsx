import { LoaderCircle } from 'lucide-react';
import { securityQuestionShown } from '../../../domain/etransfer-question';
import { formatCad } from '../../../domain/format';
import { screenTexts, screenToasts, texts } from '../../../domain/messages';
import { CopyValue } from '../components/copy-value';
import { LoadError } from '../components/load-error';
import { ReferenceCode } from '../components/reference-code';
import { Card } from '../components/ui/card';
import { usePaymentInstructions } from './api/get-payment-instructions';

/**
 * The e-Transfer to send from the customer's bank (docs/product.md § Send money): the company's payment
 * email, the security question and its answer, and the payment reference as the message, each with Copy.
 */
export function EtransferInstructions({ cadAmount, referenceCode }: { cadAmount: string; referenceCode: string }) {
  const instructions = usePaymentInstructions();
  return (
    <Card aria-labelledby="etransfer-title" className="p-4">
      <h3 id="etransfer-title" className="text-lg font-semibold">
        {screenTexts.etransferTitle}
      </h3>
      <p className="mt-1 text-sm text-fg-muted">{screenTexts.etransferIntro(formatCad(cadAmount))}</p>
      <div className="mt-2 divide-y divide-border">
        {instructions.isPending ? (
          <p role="status" className="flex items-center gap-2 py-4 text-fg-muted">
            <LoaderCircle aria-hidden className="size-5 animate-spin-slow text-primary" />
            {texts.loading}
          </p>
        ) : instructions.isError ? (
          <div className="py-3">
            <LoadError
              message={screenTexts.instructionsLoadFailed}
              retrying={instructions.isFetching}
              onRetry={() => void instructions.refetch()}
            />
          </div>
        ) : (
          <>
            <CopyValue label={screenTexts.paymentEmail} value={instructions.data.email} copied={screenToasts.emailCopied} />
            <CopyValue label={screenTexts.securityQuestion} value={securityQuestionShown(instructions.data.securityQuestion)} copied={screenToasts.questionCopied} />
            <CopyValue label={screenTexts.securityAnswer} value={instructions.data.securityAnswer} copied={screenToasts.answerCopied} />
          </>
        )}
        <CopyValue
          label={screenTexts.paymentReference}
          value={referenceCode}
          shown={<ReferenceCode code={referenceCode} />}
          copied={screenToasts.referenceCopied}
          emphasis
          hint={screenTexts.paymentReferenceHint}
        />
      </div>
    </Card>
  );
}
