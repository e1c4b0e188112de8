import { fileURLToPath } from 'node:url';
import type { Plugin } from 'vite';

/** The module every `zod` import of the app resolves to: Zod with the Korean error map installed. */
export const ZOD_IN_KOREAN = fileURLToPath(new URL('../src/lib/validation/zod-in-korean.ts', import.meta.url));

/** The error map itself imports Zod, as do the libraries (react-hook-form's resolver): they get Zod as it is. */
function importsZodItself(importer: string): boolean {
  const file = importer.replaceAll('\\', '/');
  return (
    importer === ZOD_IN_KOREAN ||
    file.includes('/node_modules/') ||
    file.endsWith('/packages/domain/src/validation/validation.error-map.ts')
  );
}

/**
 * Zod loads with the first screen or call that needs it, not at start-up, so no start-up code can
 * install the SPEC §5 Korean error map before it is used (decision 0044). Instead every `zod` import
 * of the app and of the domain package resolves to src/lib/validation/zod-in-korean.ts, which installs
 * the map as Zod loads: no schema exists, and nothing parses, before it.
 */
export function zodInKorean(): Plugin {
  return {
    name: 'academy-zod-in-korean',
    enforce: 'pre',
    resolveId(source, importer) {
      if (source !== 'zod' || !importer || importsZodItself(importer)) return null;
      return ZOD_IN_KOREAN;
    },
  };
}
