import { ValidationError, type FieldErrors } from '../services/errors';

/** A service's field errors named as the request named the fields (names the map does not know pass unchanged). */
export const inWireFields = (names: Readonly<Record<string, string>>, errors: FieldErrors): FieldErrors =>
  Object.fromEntries(Object.entries(errors).map(([field, messages]) => [names[field] ?? field, messages]));

/**
 * Services name a refused field by their domain input's names (`shippingToken`); spec §8's 422 names it as the
 * request did (`token_entrega`). A route runs its service call through this with the map it used for the input.
 * Names the map does not know pass unchanged.
 */
export async function inWireNames<T>(
  names: Readonly<Record<string, string>>,
  call: () => Promise<T>,
): Promise<T> {
  try {
    return await call();
  } catch (error) {
    if (!(error instanceof ValidationError)) throw error;
    throw new ValidationError(inWireFields(names, error.fieldErrors), error.messageKey);
  }
}
