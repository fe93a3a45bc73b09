import { Nullable } from '@placement/contract';
import { Type } from 'typebox';
import { describe, expect, it } from 'vitest';
import { nullableAsTypeList } from './nullable-types';

describe('nullableAsTypeList', () => {
  const Body = Type.Object({
    cgpa: Nullable(Type.Number({ minimum: 0, maximum: 10 })),
    name: Nullable(Type.String({ maxLength: 5 })),
    nested: Type.Array(Type.Object({ at: Nullable(Type.Integer()) })),
    choice: Nullable(Type.Object({ a: Type.String() })),
  });

  it('makes each nullable primitive one type list, keeping its own keywords, and leaves the rest', () => {
    const copy = nullableAsTypeList(Body) as { properties: Record<string, Record<string, unknown>> };
    expect(copy.properties.cgpa).toMatchObject({ type: ['number', 'null'], minimum: 0, maximum: 10 });
    expect(copy.properties.cgpa).not.toHaveProperty('anyOf');
    expect(copy.properties.name).toMatchObject({ type: ['string', 'null'], maxLength: 5 });
    expect(copy.properties.nested).toMatchObject({
      items: { properties: { at: { type: ['integer', 'null'] } } },
    });
    expect(copy.properties.choice).toHaveProperty('anyOf');
  });

  it('leaves the contract as it is, and makes one copy per schema', () => {
    const first = nullableAsTypeList(Body);
    expect(Body.properties.cgpa).toHaveProperty('anyOf');
    expect(nullableAsTypeList(Body)).toBe(first);
  });
});
