import { z } from 'zod/mini';

/**
 * The shared schemas use zod/mini (a small web bundle), which loads no messages of its own: an
 * issue without a custom message would read "Invalid input". The server (API answers,
 * configuration errors, the manage CLI) keeps zod's English messages, as the full zod API loaded
 * them, e.g. "Invalid input: expected object, received string". Imported for its effect by every
 * server entry point (config.ts is read first by each, app.ts answers requests); runs once.
 */
z.config(z.locales.en());
