/** The parts of a parsed URL the domain reads. */
export type ParsedUrl = { origin: string; host: string; pathname: string; search: string; hash: string };

/**
 * The WHATWG URL parser both the browser and Node.js provide, typed for the domain package (which
 * is built without either environment's types).
 */
export const WebUrl = (globalThis as unknown as { URL: new (input: string, base?: string) => ParsedUrl }).URL;
