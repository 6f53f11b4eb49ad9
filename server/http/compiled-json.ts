import { z } from 'zod';

/**
 * JSON writers compiled from zod schemas: what zod's encode followed by JSON.stringify gives, without building the
 * checked copy first. A writer checks every value as it writes it and throws MISMATCH at the first one it cannot
 * vouch for; the caller then takes zod's own path, so a mismatch answers exactly as before (usually an error).
 *
 * Compiled natively: objects without catchall or refinements (unknown keys dropped, keys in the schema's order),
 * arrays, strings, numbers, booleans, null, literals, enums, nullable, optional object keys and unions, with the
 * checks zod's catalogue contract uses (integer formats, bounds, lengths). Anything else (a string format, a
 * transform, a record, a date, a refinement) is written by zod itself for that value alone, so its checks stay
 * zod's. Measured on a 24-card listing: decision 0035, session 16.
 */

/** Thrown (not an Error: no stack to build) when a value is not what the schema says. */
export const MISMATCH: unique symbol = Symbol('mismatch');
/** A writer's answer: the JSON text, or undefined where JSON.stringify would drop the value (an absent key). */
export type Writer = (value: unknown) => string | undefined;

interface Def {
  type: string;
  checks?: { _zod: { def: CheckDef } }[];
  check?: string;
  format?: string;
  shape?: Record<string, z.ZodType>;
  catchall?: z.ZodType;
  element?: z.ZodType;
  innerType?: z.ZodType;
  options?: z.ZodType[];
  values?: unknown[];
  entries?: Record<string, unknown>;
}
interface CheckDef {
  check: string;
  format?: string;
  value?: number | bigint;
  inclusive?: boolean;
  minimum?: number;
  maximum?: number;
  length?: number;
}

const defOf = (schema: z.ZodType) => (schema as unknown as { _zod: { def: Def } })._zod.def;
const fail = (): never => {
  throw MISMATCH;
};

/** zod's own answer for one value: its checks, its output, JSON.stringify's text. */
function byZod(schema: z.ZodType): Writer {
  return (value) => {
    const result = z.safeEncode(schema, value);
    if (!result.success) fail();
    return JSON.stringify(result.data);
  };
}

const INT_RANGES: Record<string, [number, number]> = {
  safeint: [Number.MIN_SAFE_INTEGER, Number.MAX_SAFE_INTEGER],
  int32: [-2147483648, 2147483647],
  uint32: [0, 4294967295],
};

/** A schema's checks: those in `checks`, and the schema itself when it is one (z.int() is a number_format check). */
const checksOf = (def: Def): CheckDef[] => [
  ...(def.check ? [def as CheckDef] : []),
  ...(def.checks ?? []).map((c) => c._zod.def),
];

const always = () => true;
/** Predicates as one, without a loop for the usual none or one. */
function all<T>(tests: ((x: T) => boolean)[]): (x: T) => boolean {
  if (tests.length === 0) return always;
  if (tests.length === 1) return tests[0];
  return (x) => tests.every((t) => t(x));
}

/** A number's checks as one predicate, or null when one of them is not understood here. */
function numberCheck(def: Def): ((n: number) => boolean) | null {
  const tests: ((n: number) => boolean)[] = [];
  for (const c of checksOf(def)) {
    if (c.check === 'number_format' && c.format && INT_RANGES[c.format]) {
      const [min, max] = INT_RANGES[c.format];
      tests.push((n) => Number.isInteger(n) && n >= min && n <= max);
    } else if ((c.check === 'greater_than' || c.check === 'less_than') && typeof c.value === 'number') {
      const bound = c.value;
      if (c.check === 'greater_than') tests.push(c.inclusive ? (n) => n >= bound : (n) => n > bound);
      else tests.push(c.inclusive ? (n) => n <= bound : (n) => n < bound);
    } else return null;
  }
  return all(tests);
}

/** A string's or array's length checks as one predicate, or null when another check is present. */
function lengthCheck(def: Def): ((length: number) => boolean) | null {
  if (def.check) return null; // a string format (email, uuid, regex…) is its own schema
  const tests: ((length: number) => boolean)[] = [];
  for (const { _zod } of def.checks ?? []) {
    const c = _zod.def;
    if (c.check === 'min_length') tests.push((l) => l >= c.minimum!);
    else if (c.check === 'max_length') tests.push((l) => l <= c.maximum!);
    else if (c.check === 'length_equals') tests.push((l) => l === c.length);
    else return null;
  }
  return all(tests);
}

// Characters JSON must escape (and lone surrogates, which JSON.stringify writes escaped): a string without them is
// written as it is, much cheaper than a JSON.stringify call per string.
// eslint-disable-next-line no-control-regex -- the control characters are exactly what must be escaped
const NEEDS_ESCAPE = /[\u0000-\u001f"\\\ud800-\udfff]/;
const quote = (s: string) => (NEEDS_ESCAPE.test(s) ? JSON.stringify(s) : '"' + s + '"');

const isPlainValue = (v: unknown) =>
  v === null || typeof v === 'string' || typeof v === 'number' || typeof v === 'boolean';

/**
 * The generated expression writing `x` for the commonest leaves (a string, a number or integer, a boolean, each
 * maybe nullable, without other checks), or null: those are written in place instead of through a writer call.
 */
function inlineText(schema: z.ZodType): string | null {
  const def = defOf(schema);
  if (def.type === 'nullable') {
    const inner = inlineText(def.innerType!);
    return inner && `x === null ? 'null' : (${inner})`;
  }
  const checks = checksOf(def);
  if (def.type === 'string' && checks.length === 0) return `typeof x === 'string' ? quote(x) : fail()`;
  if (def.type === 'boolean' && checks.length === 0)
    return `x === true ? 'true' : x === false ? 'false' : fail()`;
  if (def.type === 'number' && checks.length === 0)
    return `typeof x === 'number' && Number.isFinite(x) ? '' + x : fail()`;
  if (
    def.type === 'number' &&
    checks.length === 1 &&
    checks[0].check === 'number_format' &&
    checks[0].format === 'safeint'
  )
    return `Number.isSafeInteger(x) ? '' + x : fail()`;
  return null;
}

function objectWriter(schema: z.ZodType, def: Def): Writer {
  if (def.catchall || def.checks?.length) return byZod(schema);
  const shape = def.shape!;
  const keys = Object.keys(shape);
  // A key zod may fill in or drop by itself (a default, a catch) is not a plain key: zod writes the object.
  const types = keys.map((k) => defOf(shape[k]).type);
  if (types.some((t) => t === 'default' || t === 'prefault' || t === 'catch' || t === 'nonoptional'))
    return byZod(schema);
  const optional = types.map((t) => t === 'optional');
  // An optional key is written by its inner schema: an absent or undefined value is skipped before it runs.
  const schemas = keys.map((k, i) => (optional[i] ? defOf(shape[k]).innerType! : shape[k]));
  const inline = schemas.map(inlineText);
  const writers = schemas.map((s, i) => (inline[i] ? null : compileJson(s)));
  // Generated code reads each key by name (v["id"]), so every read site sees one key and stays fast; a loop over
  // the keys (v[keys[i]]) made each read a megamorphic lookup and the writer slower than zod plus JSON.stringify.
  const body = keys
    .map((k, i) => {
      const read = `x = v[${JSON.stringify(k)}];`;
      const skip = optional[i] ? 'if (x !== undefined) ' : '';
      const name = JSON.stringify(JSON.stringify(k) + ':');
      if (inline[i]) return `${read} ${skip}{ out += sep + ${name} + (${inline[i]}); sep = ','; }`;
      return `${read} ${skip}{ t = w[${i}](x); if (t !== undefined) { out += sep + ${name} + t; sep = ','; } }`;
    })
    .join('\n');
  const make = new Function(
    'w',
    'fail',
    'quote',
    `return function (v) {
      if (typeof v !== 'object' || v === null || Array.isArray(v)) fail();
      let out = '{', sep = '', x, t;
      ${body}
      return out + '}';
    };`,
  ) as (w: (Writer | null)[], f: () => never, q: (s: string) => string) => Writer;
  return make(writers, fail, quote);
}

/** The writer for `schema`; parts it does not know are written by zod (byZod). */
export function compileJson(schema: z.ZodType): Writer {
  const def = defOf(schema);
  switch (def.type) {
    case 'string': {
      const ok = lengthCheck(def);
      if (!ok) return byZod(schema);
      if (ok === always) return (v) => (typeof v === 'string' ? quote(v) : fail());
      return (v) => (typeof v === 'string' && ok(v.length) ? quote(v) : fail());
    }
    case 'number': {
      const ok = numberCheck(def);
      if (!ok) return byZod(schema);
      return (v) => (typeof v === 'number' && Number.isFinite(v) && ok(v) ? '' + v : fail());
    }
    case 'boolean':
      if (def.checks?.length) return byZod(schema);
      return (v) => (v === true ? 'true' : v === false ? 'false' : fail());
    case 'null':
      return (v) => (v === null ? 'null' : fail());
    case 'literal':
    case 'enum': {
      const values = def.type === 'literal' ? def.values! : Object.values(def.entries!);
      if (!values.every(isPlainValue)) return byZod(schema);
      const allowed = new Set<unknown>(values);
      return (v) => (allowed.has(v) ? JSON.stringify(v) : fail());
    }
    case 'nullable': {
      const inner = compileJson(def.innerType!);
      return (v) => (v === null ? 'null' : inner(v));
    }
    case 'array': {
      const ok = lengthCheck(def);
      if (!ok || defOf(def.element!).type === 'optional') return byZod(schema);
      const element = compileJson(def.element!);
      return (v) => {
        if (!Array.isArray(v) || !ok(v.length)) fail();
        const list = v as unknown[];
        let out = '[';
        for (let i = 0; i < list.length; i++) out += (i ? ',' : '') + (element(list[i]) ?? 'null');
        return out + ']';
      };
    }
    case 'object':
      return objectWriter(schema, def);
    case 'union': {
      const options = def.options!.map(compileJson);
      // zod's union answers with the first option that accepts the value; so does this.
      return (v) => {
        for (const option of options) {
          try {
            return option(v);
          } catch (error) {
            if (error !== MISMATCH) throw error;
          }
        }
        return fail();
      };
    }
    default:
      return byZod(schema);
  }
}
