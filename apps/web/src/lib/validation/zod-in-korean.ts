/**
 * Zod as the web app's modules get it (decision 0044): the build resolves every `import … from 'zod'`
 * of the app and of the domain package to this module (build/zod-in-korean.ts), so the SPEC §5 Korean
 * error map is installed when Zod first loads — with the first screen or call that needs it, not at
 * start-up — and before any schema is even built; so is Zod's setting for a page without eval.
 */
import { installKoreanErrorMap } from '@academy/domain/validation/validation.error-map';
import { z } from 'zod';

export * from 'zod';
export { z as default };

installKoreanErrorMap();
// The CSP allows no eval, so Zod's compiled parsers cannot run here anyway: without this, Zod probes
// with `new Function` on its first object parse, and the browser reports the refusal as a CSP issue.
z.config({ jitless: true });
