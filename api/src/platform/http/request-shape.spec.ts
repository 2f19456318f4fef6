import { JSON_DEPTH_MAX, jsonShapeProblem, TOO_DEEP } from './request-shape';

function nested(depth: number): unknown {
  let value: unknown = 1;
  for (let i = 0; i < depth; i++) value = { a: value };
  return value;
}

describe('jsonShapeProblem', () => {
  it(`accepts ${JSON_DEPTH_MAX} levels and refuses one more`, () => {
    expect(jsonShapeProblem(nested(JSON_DEPTH_MAX))).toBeUndefined();
    expect(jsonShapeProblem(nested(JSON_DEPTH_MAX + 1))).toBe(TOO_DEEP);
  });

  it('walks a body far deeper than the call stack without overflowing', () => {
    const deep = JSON.parse(`${'['.repeat(200_000)}${']'.repeat(200_000)}`) as unknown;
    expect(jsonShapeProblem(deep)).toBe(TOO_DEEP);
  });

  it('refuses keys that reach the prototype, at any depth', () => {
    expect(jsonShapeProblem(JSON.parse('{"a":[{"__proto__":{"role":"admin"}}]}'))).toBe('property __proto__ should not exist');
    expect(jsonShapeProblem({ constructor: { prototype: {} } })).toBe('property constructor should not exist');
  });

  it('accepts ordinary bodies and no body at all', () => {
    expect(jsonShapeProblem({ title: 'SQL', microSkill: ['sql'], wishList: { state: true } })).toBeUndefined();
    expect(jsonShapeProblem(undefined)).toBeUndefined();
  });
});
