import { messageErrorSchema, stepUpErrorSchema, validationErrorSchema } from '../../../lib/contract/common';

/** Error answers every back-office route documents (spec §8 shapes). */
export const adminErrors = {
  400: messageErrorSchema,
  401: messageErrorSchema,
  403: stepUpErrorSchema,
  404: messageErrorSchema,
  409: messageErrorSchema,
  422: validationErrorSchema,
  429: messageErrorSchema,
  503: messageErrorSchema,
};
