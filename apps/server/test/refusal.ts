import { AppError } from '../src/platform/errors/app-error';

/** The catalogue code a promise is refused with; fails the test when it resolves or throws anything else. */
export async function refusalCode(promise: Promise<unknown>): Promise<string> {
  try {
    await promise;
  } catch (error) {
    if (error instanceof AppError) return error.code;
    throw error;
  }
  throw new Error('expected a refusal');
}
