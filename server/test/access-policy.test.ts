import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { registerAccessControl } from '../src/auth/access';

describe('access policy', () => {
  it('refuses to register an /api route that declares no access policy', async () => {
    const app = Fastify();
    registerAccessControl(app);
    expect(() => app.get('/api/forgotten', async () => ({}))).toThrow(/declares no access policy/);
    expect(() => app.get('/api/declared', { config: { access: 'public' } }, async () => ({}))).not.toThrow();
    expect(() => app.get('/not-api', async () => ({}))).not.toThrow();
    await app.close();
  });
});
