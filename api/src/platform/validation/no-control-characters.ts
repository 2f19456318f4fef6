import { ValidateBy, type ValidationOptions } from 'class-validator';

/** C0 controls, DEL and C1 controls: invisible, and they break exports, mails and other systems. */
// eslint-disable-next-line no-control-regex -- finding them is the point
const CONTROL = /[\u0000-\u001f\u007f-\u009f]/u;
/** The same, but a multi-line text may keep its line breaks and tabs. */
// eslint-disable-next-line no-control-regex -- finding them is the point
const CONTROL_EXCEPT_LINES = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f-\u009f]/u;

export function hasControlCharacters(value: string, options: { multiline?: boolean } = {}): boolean {
  return (options.multiline ? CONTROL_EXCEPT_LINES : CONTROL).test(value);
}

/**
 * Refuses text with control characters (decision 0022). Non-strings pass: the type rules refuse them.
 * `multiline` allows newline, carriage return and tab, for fields typed in a text area.
 */
export function NoControlCharacters(options: { multiline?: boolean } & ValidationOptions = {}): PropertyDecorator {
  const { multiline, ...validationOptions } = options;
  return ValidateBy(
    {
      name: 'noControlCharacters',
      validator: {
        validate: (value: unknown) => typeof value !== 'string' || !hasControlCharacters(value, { multiline }),
        defaultMessage: (args) =>
          multiline
            ? `${args?.property ?? 'text'} must not contain control characters other than line breaks and tabs`
            : `${args?.property ?? 'text'} must not contain control characters`,
      },
    },
    validationOptions,
  );
}
