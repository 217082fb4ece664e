import { useQueryClient } from '@tanstack/react-query';
import { Send } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { complianceTexts, complianceToasts } from '../../../domain/compliance-texts';
import { Button } from '../components/ui/button';
import { toast } from '../components/ui/use-toast';
import { isApiError, serverMessageOf } from '../lib/api-client';
import { failureDetail } from '../lib/form-helpers';
import { useSchemaForm } from '../lib/use-schema-form';
import { AboutYouFields } from './AboutYouFields';
import { limitsQueryKey } from './api/get-limits';
import { submitVerification, uploadDocument } from './api/submit-verification';
import { PhotoIdFields } from './PhotoIdFields';
import { EMPTY_VERIFICATION, fieldOfPath, prepareRequest, verificationFormSchema } from './verify-form';

type Stage = 'idle' | 'uploading' | 'submitting';

/**
 * The Verify your identity form: the shared schema's messages under the fields (plus 18 or older
 * and an unexpired ID), then the photo is uploaded and the details sent naming it.
 */
export function VerifyForm({ onSubmitted }: { onSubmitted: () => void }) {
  const queryClient = useQueryClient();
  const form = useSchemaForm({
    initialValues: EMPTY_VERIFICATION,
    schema: verificationFormSchema,
    prepare: prepareRequest,
    fieldOf: fieldOfPath,
  });
  const [file, setFile] = useState<File | null>(null);
  const [stage, setStage] = useState<Stage>('idle');

  const onFile = (chosen: File | null) => {
    setFile(chosen);
    form.setValue('photo', chosen?.name ?? '');
  };

  const showServerErrors = (error: unknown): boolean => {
    if (!isApiError(error, 400) || !error.fieldErrors) return false;
    let shown = false;
    for (const [path, message] of Object.entries(error.fieldErrors)) {
      const field = fieldOfPath(path.split('.'));
      if (!field) continue;
      form.setError(field, message, { focus: !shown });
      shown = true;
    }
    return shown;
  };

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (stage !== 'idle') return;
    const parsed = await form.validate();
    if (!parsed || !file) return;
    setStage('uploading');
    try {
      let documentId: number;
      try {
        ({ documentId } = await uploadDocument(file));
      } catch (error) {
        // The photo was refused (type, size) or never arrived: said under the photo.
        form.setError('photo', serverMessageOf(error) ?? failureDetail(error) ?? complianceToasts.verificationFailed.description, { focus: true });
        return;
      }
      setStage('submitting');
      await submitVerification({ ...parsed, documentId });
      toast({ ...complianceToasts.verificationSubmitted, variant: 'success' });
      onSubmitted();
    } catch (error) {
      showServerErrors(error);
      toast({
        ...complianceToasts.verificationFailed,
        description: serverMessageOf(error) ?? failureDetail(error) ?? complianceToasts.verificationFailed.description,
        variant: 'destructive',
      });
    } finally {
      setStage('idle');
      // The status shown everywhere (pending now, or already decided) comes from the limits.
      void queryClient.invalidateQueries({ queryKey: limitsQueryKey });
    }
  };

  return (
    <form noValidate onSubmit={(event) => void onSubmit(event)} className="space-y-6">
      <AboutYouFields register={form.register} errors={form.errors} />
      <PhotoIdFields
        register={form.register}
        errors={form.errors}
        file={file}
        onFile={onFile}
        onPhotoError={(message) => form.setError('photo', message, { focus: true })}
      />
      <Button type="submit" className="h-14 w-full text-lg" disabled={stage !== 'idle'}>
        <Send aria-hidden />
        {stage === 'uploading'
          ? complianceTexts.uploadingPhoto
          : stage === 'submitting'
            ? complianceTexts.submittingVerification
            : complianceTexts.submitVerification}
      </Button>
    </form>
  );
}
