import { config } from 'zod';

// zod compiles a fast parser for each object schema with `new Function` when the page allows
// it, and tries it once to find out: under the page CSP (scripts from files only) that try is a
// refused eval, which the browser reports as a CSP issue (Lighthouse's best practices). The
// interpreted parser is fast enough for forms. Imported before anything that builds a schema:
// zod decides as each schema is built.
config({ jitless: true });
