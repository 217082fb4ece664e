import { z } from 'zod/mini';
import { uploadedDocumentSchema, type VerificationRequest } from '../../../../domain/schemas/compliance';
import { apiJson, apiUpload } from '../../lib/api-client';

const pendingSchema = z.object({ status: z.literal('pending') });

/** The photo of the ID as the raw body with its own type (POST /api/verification/document). */
export function uploadDocument(file: File) {
  return apiUpload('/api/verification/document', file, uploadedDocumentSchema);
}

/** The details, naming the uploaded photo (POST /api/verification → 201 { status: "pending" }). */
export function submitVerification(request: VerificationRequest) {
  return apiJson('POST', '/api/verification', pendingSchema, request);
}
