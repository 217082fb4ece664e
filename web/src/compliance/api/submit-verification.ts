import { z } from 'zod/mini';
import { uploadedDocumentSchema, type VerificationRequest } from '../../../../domain/schemas/compliance';
import { apiJson, readJson, throwIfNotOk } from '../../lib/api-client';

const pendingSchema = z.object({ status: z.literal('pending') });

/** The photo of the ID as the raw body with its own type (POST /api/verification/document). */
export async function uploadDocument(file: File) {
  const response = await fetch('/api/verification/document', {
    method: 'POST',
    credentials: 'include',
    headers: { 'Content-Type': file.type, Accept: 'application/json' },
    body: file,
  });
  await throwIfNotOk(response);
  return readJson(response, uploadedDocumentSchema);
}

/** The details, naming the uploaded photo (POST /api/verification → 201 { status: "pending" }). */
export function submitVerification(request: VerificationRequest) {
  return apiJson('POST', '/api/verification', pendingSchema, request);
}
