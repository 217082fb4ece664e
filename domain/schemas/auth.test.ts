import { describe, expect, it } from 'vitest';
import { forgotPasswordRequestSchema, loginRequestSchema, signupRequestSchema } from './auth';

function messages(result: { success: boolean; error?: { issues: { path: PropertyKey[]; message: string }[] } }) {
  return Object.fromEntries(result.error?.issues.map((issue) => [issue.path.join('.'), issue.message]) ?? []);
}

describe('auth schemas carry the messages of docs/product.md § Validation', () => {
  it('sign up', () => {
    expect(messages(signupRequestSchema.safeParse({ email: 'nope', firstName: 'A', lastName: 'B', password: '12345', country: 'France' }))).toEqual({
      email: 'Please enter a valid email address',
      firstName: 'First name must be at least 2 characters',
      lastName: 'Last name must be at least 2 characters',
      password: 'Password must be at least 6 characters',
      country: 'Please select your country',
    });
    const ok = signupRequestSchema.parse({ email: ' a@b.co ', firstName: 'Al', lastName: 'Bo', password: '123456', country: 'UK' });
    expect(ok.email).toBe('a@b.co');
  });

  it('sign in and forgot password', () => {
    expect(messages(loginRequestSchema.safeParse({ email: 'x', password: '' }))).toEqual({
      email: 'Please enter a valid email address',
      password: 'Password is required',
    });
    expect(messages(forgotPasswordRequestSchema.safeParse({ email: '' }))).toEqual({ email: 'Please enter your email address' });
  });
});
