import type { FuzzRequest } from './fuzz-request';
import { bodyFields, build, eachBodyField, eachQueryField, nested, queryFields, type Target, withField } from './fuzz-target';

const CONTROL_STRINGS = ['Intro\u0000SQL', 'Intro\u0007SQL', 'Intro\u001b[31mSQL', 'Intro\u009bSQL', 'Intro\u007fSQL'];

/** Bad values in the body and the query: each spoils one field, or the body as a whole. */
export const BAD_VALUES: Record<string, (t: Target) => FuzzRequest[]> = {
  'wrong types': (t) => [
    ...bodyFields(t).flatMap((field) => {
      const valid = t.spec.body?.(t.ctx)[field];
      const wrong = [42, true, 'text', { text: 'x' }].filter((value) => typeof value !== typeof valid || Array.isArray(valid));
      return wrong.map((value, i) => build(t, `wrong types: ${field} #${i}`, { body: withField(t, field, value) }));
    }),
    ...eachQueryField(t, 'wrong types', ['', '-1', '1e400', 'NaN']),
  ],
  null: (t) => [
    ...eachBodyField(t, 'null', [null]),
    ...(t.spec.body ? [build(t, 'null: whole body', { body: 'null', headers: { 'Content-Type': 'application/json' } })] : []),
  ],
  arrays: (t) => [
    ...bodyFields(t).flatMap((field) => {
      // A list field takes an array, so it gets a list of lists or of objects instead.
      const values = Array.isArray(t.spec.body?.(t.ctx)[field]) ? [[['x']], [{ text: 'x' }]] : [['x'], []];
      return values.map((value, i) => build(t, `arrays: ${field} #${i}`, { body: withField(t, field, value) }));
    }),
    ...(t.spec.body ? [build(t, 'arrays: whole body', { body: [t.spec.body(t.ctx)] })] : []),
  ],
  'duplicate query params': (t) =>
    queryFields(t).map((field) =>
      build(t, `duplicate query params: ${field}`, { query: { ...t.spec.query, [field]: ['a', 'b'] } }),
    ),
  'deep nesting': (t) =>
    t.method === 'GET'
      ? []
      : [
          build(t, 'deep nesting: 40 levels', { body: { ...t.spec.body?.(t.ctx), extra: nested(40) } }),
          build(t, 'deep nesting: 5000 levels', { body: `{"a":${'{"a":'.repeat(5000)}1${'}'.repeat(5000)}}`, headers: { 'Content-Type': 'application/json' } }),
          ...bodyFields(t).slice(0, 1).map((field) => build(t, `deep nesting: in ${field}`, { body: withField(t, field, nested(3000)) })),
        ],
  'huge strings': (t) => [
    ...eachBodyField(t, 'huge strings', ['x'.repeat(20_000)]),
    ...(t.method === 'GET' ? [] : [build(t, 'huge strings: 200 KB body', { body: withField(t, bodyFields(t)[0] ?? 'x', 'x'.repeat(200_000)) })]),
    ...eachQueryField(t, 'huge strings', ['x'.repeat(10_000)]),
  ],
  'control characters': (t) => [
    ...eachBodyField(t, 'control characters', CONTROL_STRINGS, { skipOpaque: true }),
    ...eachQueryField(t, 'control characters', ['a\u0001b', 'a\u001bb']),
  ],
  'NUL in query': (t) => [
    ...queryFields(t).map((field) => build(t, `NUL in query: ${field}`, { rawQuery: `${field}=a%00b` })),
    build(t, 'NUL in query: unknown field', { rawQuery: 'x=%00' }),
  ],
  'Mongo operators': (t) => [
    ...eachBodyField(t, 'Mongo operators', [{ $gt: '' }, { $ne: null }, { $where: 'sleep(100)' }]),
    ...queryFields(t).map((field) => build(t, `Mongo operators: ?${field}[$ne]`, { rawQuery: `${encodeURIComponent(`${field}[$ne]`)}=x` })),
    ...(t.spec.body ? [build(t, 'Mongo operators: $set key', { body: { ...t.spec.body(t.ctx), $set: { role: 'admin' } } })] : []),
  ],
  'prototype keys': (t) => [
    ...(t.method === 'GET'
      ? []
      : ['__proto__', 'constructor', 'prototype'].map((key) =>
          build(t, `prototype keys: ${key}`, {
            body: JSON.stringify({ ...t.spec.body?.(t.ctx) }).replace(/^\{/, `{"${key}":{"role":"admin"},`).replace(',}', '}'),
            headers: { 'Content-Type': 'application/json' },
          }),
        )),
    build(t, 'prototype keys: ?__proto__', { rawQuery: '__proto__[role]=admin&constructor=x' }),
  ],
  'fields nobody may set': (t) =>
    t.spec.body
      ? [{ role: 'admin' }, { totalBalance: 1_000_000 }, { _id: t.ctx.missingId }, { user: t.ctx.otherUserId }].map((extra, i) =>
          build(t, `fields nobody may set #${i}`, { body: { ...t.spec.body?.(t.ctx), ...extra } }),
        )
      : [],
  'empty or missing body': (t) =>
    t.spec.body
      ? [
          build(t, 'empty or missing body: {}', { body: {} }),
          build(t, 'empty or missing body: none', { body: undefined }),
          build(t, 'empty or missing body: empty JSON text', { body: '', headers: { 'Content-Type': 'application/json' } }),
        ]
      : [],
  'not JSON': (t) =>
    t.method === 'GET'
      ? []
      : ['{"title":', "{'title':'x'}", 'title=x', '\u00ef\u00bb\u00bf{}', '[1,2'].map((text, i) =>
          build(t, `not JSON #${i}`, { body: text, headers: { 'Content-Type': 'application/json' } }),
        ),
};
