import { join } from 'node:path';
import { ESLint } from 'eslint';

const ROOT = join(__dirname, '..', '..', '..');

/** What the repository's own ESLint config says of `code` written at `path` (relative to the root). */
async function lint(path: string, code: string): Promise<string[]> {
  const [result] = await new ESLint({ cwd: ROOT }).lintText(code, { filePath: join(ROOT, path) });
  return result!.messages.map((message) => message.message);
}

/** A guard must prove it is on (docs/style.md#habit-17): each rule rejects a fixture written to break it. */
describe('the lint rules that guard the API', () => {
  it('refuses class-validator’s IsOptional in an API file, which lets null through (decision 0022)', async () => {
    const messages = await lint('api/src/fixtures/loose.dto.ts', "import { IsOptional } from 'class-validator';\n\nexport const loose = IsOptional;\n");
    expect(messages).toEqual([expect.stringContaining('Use OptionalNotNull from platform/validation.')]);
  });

  it("refuses Nest's PartialType beside it, and still the dashboard's code (the rules of one block)", async () => {
    const messages = await lint(
      'api/src/fixtures/partial.dto.ts',
      "import { PartialType } from '@nestjs/swagger';\nimport { paths } from '../../../dashboard/src/config/paths';\n\nexport const both = [PartialType, paths];\n",
    );
    expect(messages).toEqual(
      expect.arrayContaining([expect.stringContaining('Use PartialNotNullType from platform/validation.'), expect.stringContaining('Only the dashboard imports dashboard code')]),
    );
  });

  it('lets the one validator that wraps IsOptional’s idea import what it needs', async () => {
    const messages = await lint('api/src/platform/validation/optional-not-null.ts', "import { ValidateIf } from 'class-validator';\n\nexport const ok = ValidateIf;\n");
    expect(messages).toEqual([]);
  });
});

/** The API's module table (docs/architecture.md) and module faces, issue 34: each planted import must fail. */
describe('the lint rule that holds the API module boundaries', () => {
  it('refuses an arrow the module table does not allow', async () => {
    const messages = await lint('api/src/meetings/planted.ts', "import { RemindersService } from '../reminders/reminders.service';\n\nexport const planted = RemindersService;\n");
    expect(messages).toEqual([expect.stringContaining('meetings may not import reminders')]);
  });

  it('refuses a reach past a module’s face into its inner files', async () => {
    const messages = await lint('api/src/meetings/notices/planted.ts', "import { DeliveryClaims } from '../../outbox/delivery-claims.service';\n\nexport const planted = DeliveryClaims;\n");
    expect(messages).toEqual([expect.stringContaining("Import outbox through its face")]);
  });

  it('lets the same name in through the face', async () => {
    const messages = await lint('api/src/meetings/notices/planted.ts', "import { DeliveryClaims } from '../../outbox';\n\nexport const planted = DeliveryClaims;\n");
    expect(messages).toEqual([]);
  });

  it('refuses an import of the composition root from a module', async () => {
    const messages = await lint('api/src/users/planted.ts', "import { AppModule } from '../app.module';\n\nexport const planted = AppModule;\n");
    expect(messages).toEqual([expect.stringContaining('Nothing imports the composition root')]);
  });
});
