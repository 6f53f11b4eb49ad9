import { describe, expect, it } from 'vitest';
import { MAX_TAGS, parseRevalidateBody } from './body';

describe('parseRevalidateBody', () => {
  it('accepts a list of tags, deduplicated', () => {
    expect(parseRevalidateBody('{"tags":["catalog","product:42","catalog"]}')).toEqual({
      tags: ['catalog', 'product:42'],
      immediate: false,
    });
    expect(parseRevalidateBody('{"tags":["team"],"immediate":true}')).toEqual({
      tags: ['team'],
      immediate: true,
    });
  });
  it('rejects anything else', () => {
    for (const raw of [
      '',
      'nope',
      '[]',
      'null',
      '{}',
      '{"tags":[]}',
      '{"tags":"catalog"}',
      '{"tags":[1]}',
      '{"tags":["a b"]}',
      '{"tags":["x"],"immediate":"yes"}',
    ]) {
      expect(parseRevalidateBody(raw), raw).toBeNull();
    }
    expect(
      parseRevalidateBody(JSON.stringify({ tags: Array.from({ length: MAX_TAGS + 1 }, (_, i) => `t${i}`) })),
    ).toBeNull();
  });
});
