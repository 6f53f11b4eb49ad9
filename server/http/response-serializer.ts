import type { FastifySerializerCompiler } from 'fastify/types/schema';
import { serializerCompiler as zodSerializerCompiler } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import { compileJson, MISMATCH } from './compiled-json';

/** Under tests every answer is also written by zod's path and the two texts compared (a difference throws). */
const verify = process.env.NODE_ENV === 'test';

/**
 * The response serializer: the route's zod schema still decides what may leave the API (unknown fields dropped, a
 * wrong type refused), but compiled once into a JSON writer (compiled-json.ts) instead of zod's encode building a
 * checked copy for JSON.stringify on every answer. A value the writer cannot vouch for goes through
 * fastify-type-provider-zod's own serializer, which answers as it always did (a ResponseSerializationError).
 */
export const serializerCompiler: FastifySerializerCompiler<z.ZodType> = (route) => {
  const byZod = zodSerializerCompiler(route as never) as (data: unknown) => string;
  const schema = route.schema as z.ZodType | { properties: z.ZodType };
  const write = compileJson('properties' in schema ? schema.properties : schema);
  return (data) => {
    let text: string | undefined;
    try {
      text = write(data);
    } catch (error) {
      if (error !== MISMATCH) throw error;
      return byZod(data);
    }
    if (verify) {
      const expected = byZod(data);
      if (text !== expected)
        throw new Error(
          `compiled serializer for ${route.method} ${route.url} differs from zod's:\n${text}\n${expected}`,
        );
    }
    return text as string;
  };
};
