/**
 * Verification & limits and Verify your identity in one chunk: one leads to the other, and one
 * chunk keeps the shared chunks the sign-in screen loads as they were.
 */
export { LimitsScreen } from './LimitsScreen';
export { VerifyScreen } from './VerifyScreen';
