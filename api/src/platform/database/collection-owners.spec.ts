import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';

const SRC = join(__dirname, '..', '..');

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    return entry.name.endsWith('.ts') && !entry.name.endsWith('.spec.ts') ? [path] : [];
  });
}

/** A schema's module: its top folder, or two levels under the folders that group modules (docs/architecture.md). */
const moduleFolderOf = (path: string): string => {
  const [first, second] = path.split('/');
  return first === 'platform' || first === 'integrations' ? `${first}/${second}` : first!;
};

const files = sourceFiles(SRC).map((file) => ({ path: relative(SRC, file), text: readFileSync(file, 'utf8') }));

interface Owner {
  collection: string;
  /** The API module (top folder of src/) whose files alone may touch it. */
  owner: string;
  model: string;
  /** The schema file, without `.ts`: a value import of it from elsewhere is a touch. */
  schema: string;
}

/** A schema's `collection:` option: a string literal, or a constant the same file declares as one. */
function collectionNameOf(options: string, text: string): string | undefined {
  const literal = /collection:\s*'([^']+)'/.exec(options)?.[1];
  if (literal) return literal;
  const constant = /collection:\s*([A-Z][A-Z0-9_]*)\b/.exec(options)?.[1];
  if (!constant) return undefined;
  const name = new RegExp(`const ${constant}\\s*=\\s*'([^']+)'`).exec(text)?.[1];
  if (!name) throw new Error(`A schema names its collection by ${constant}, which its file does not declare as a string literal`);
  return name;
}

/**
 * Every collection a schema file declares (`@Schema({ collection: … }) export class X`), read from the code, so a
 * collection added later is guarded without anyone listing it here.
 */
function ownersFromSchemas(): Owner[] {
  return files
    .filter(({ path }) => path.endsWith('.schema.ts'))
    .flatMap(({ path, text }) =>
      [...text.matchAll(/@Schema\(\{([^@]*?)\}\)\s*export class (\w+)/g)].flatMap(([, options, model]) => {
        const collection = collectionNameOf(options!, text);
        return collection ? [{ collection, owner: `${moduleFolderOf(path)}/`, model: model!, schema: path.replace(/\.ts$/, '') }] : [];
      }),
    );
}

/** Each collection, the module that owns it, and what touching it from elsewhere looks like. */
const OWNERS: Owner[] = [
  ...ownersFromSchemas(),
  // The GridFS bucket of file answers: only assessments/ opens it, through its storage service.
  { collection: 'assessmentfiles.files', owner: 'assessments/', model: 'AnswerFileStorage', schema: 'assessments/answer-files/answer-file-storage.service' },
];

/** The files outside `owner`'s module that touch its collection. A type-only import of the schema reads nothing. */
function offendersOf({ owner, model, schema, collection }: Owner, sources: readonly { path: string; text: string }[]): string[] {
  const touches = new RegExp(
    [`InjectModel\\(${model}\\.name\\)`, `models\\[['"]${model}['"]\\]`, `^import (?!type )[^;]*${schema.replace(/[./]/g, '\\$&')}'`, `collection\\(['"]${collection}['"]\\)`].join('|'),
    'm',
  );
  return sources.filter(({ path, text }) => !path.startsWith(owner) && !path.startsWith(MIGRATIONS) && touches.test(text)).map(({ path }) => path);
}

/** Migrations are the one reviewed place that may change any collection's stored data, before any module serves (decision 0058). */
const MIGRATIONS = 'platform/database/migrations/';

describe('every collection has one owner', () => {
  it('finds every collection the schemas declare, the users and the money ones among them', () => {
    const collections = OWNERS.map((one) => one.collection);
    expect(collections).toEqual(expect.arrayContaining(['users', 'ledgerentries', 'ledgeraccounts', 'payments', 'withdrawals', 'refunds', 'earningholds', 'meetings']));
    // Named by a constant (the rename migration reads it), owned by the outbox, not by a feature that sends.
    expect(OWNERS.find((one) => one.collection === 'deliveries')).toMatchObject({ owner: 'outbox/', model: 'Delivery' });
    expect(collections.length).toBeGreaterThanOrEqual(33);
  });

  it.each(OWNERS)('only $owner touches $collection', (owner) => {
    expect(offendersOf(owner, files)).toEqual([]);
  });

  it('proves it is on: a file outside the owner that injects the model, imports the schema or opens the collection is named', () => {
    const ledger = OWNERS.find((one) => one.collection === 'ledgerentries')!;
    const fixtures = [
      { path: 'users/sneaky.service.ts', text: 'export const entries = InjectModel(LedgerEntry.name);' },
      { path: 'users/sneaky-import.ts', text: "import { LedgerEntrySchema } from '../payments/ledger/schemas/ledger-entry.schema';" },
      { path: 'users/sneaky-read.ts', text: "db.collection('ledgerentries').find()" },
      { path: 'users/types-only.ts', text: "import type { LedgerEntry } from '../payments/ledger/schemas/ledger-entry.schema';" },
      { path: 'payments/ledger/own.ts', text: 'export const entries = InjectModel(LedgerEntry.name);' },
    ];
    expect(offendersOf(ledger, fixtures)).toEqual(['users/sneaky.service.ts', 'users/sneaky-import.ts', 'users/sneaky-read.ts']);
  });

  it('no module looks a model up on the connection or opens a collection by name', () => {
    const offenders = files.filter(({ text }) => /connection\.models\b|connection\.collection\(/.test(text));
    expect(offenders.map(({ path }) => path)).toEqual([]);
  });
});
