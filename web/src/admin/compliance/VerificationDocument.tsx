import { ExternalLink } from 'lucide-react';
import { useState } from 'react';
import { adminComplianceTexts } from '../../../../domain/messages';
import type { AdminVerification } from '../../../../domain/schemas/compliance';
import { verificationDocumentUrl } from './api/verifications';

/**
 * The photo of the ID, viewed inline from the operators-only document URL: an <img> for a JPEG or
 * PNG, a frame for a PDF (which the browser may not render inline: the link opens it on its own).
 */
export function VerificationDocument({ verification }: { verification: AdminVerification }) {
  const [failed, setFailed] = useState(false);
  const url = verificationDocumentUrl(verification.id);
  if (verification.documentType === null) {
    return <p className="rounded-md bg-surface-muted px-3 py-6 text-center text-sm text-fg-muted">{adminComplianceTexts.noDocument}</p>;
  }
  return (
    <figure className="space-y-2">
      {failed ? (
        <p role="alert" className="rounded-md bg-danger-soft px-3 py-6 text-center text-sm">
          {adminComplianceTexts.documentFailed}
        </p>
      ) : verification.documentType === 'application/pdf' ? (
        <iframe
          src={url}
          title={adminComplianceTexts.documentPdfTitle(verification.customerName)}
          className="h-80 w-full rounded-md border border-border bg-surface-muted"
        />
      ) : (
        <img
          src={url}
          alt={adminComplianceTexts.documentAlt(verification.customerName)}
          loading="lazy"
          onError={() => setFailed(true)}
          className="max-h-80 w-full rounded-md border border-border bg-surface-muted object-contain"
          data-testid="verification-document"
        />
      )}
      <figcaption>
        <a
          href={url}
          target="_blank"
          rel="noopener noreferrer"
          className="inline-flex min-h-tap items-center gap-1.5 text-sm font-medium text-primary underline-offset-4 hover:underline"
        >
          <ExternalLink aria-hidden className="size-4" />
          {adminComplianceTexts.openDocument}
        </a>
      </figcaption>
    </figure>
  );
}
