/** Vitest's setup file: every language's texts, before a test reads one (as the server provides them at start). */
import { provideAllTexts } from './all-texts';

provideAllTexts();
