import { isHttpUrl, normaliseMicroSkills } from '@trail/shared';
import { ValidateBy, type ValidationOptions } from 'class-validator';

/** Normalises a list of strings; anything else is left for the validators to reject. */
export const toMicroSkills = ({ value }: { value: unknown }): unknown =>
  Array.isArray(value) && value.every((skill) => typeof skill === 'string') ? normaliseMicroSkills(value) : value;

/** Query lists arrive as `types=Video,Course` or as `types=Video&types=Course`. */
export const toList = ({ value }: { value: unknown }): unknown => {
  const parts = Array.isArray(value) ? value : [value];
  if (!parts.every((part) => typeof part === 'string')) return value;
  return parts.flatMap((part: string) => part.split(',')).map((part) => part.trim()).filter(Boolean);
};

/** One rule for a link, so a bad one gets one message naming the field. */
export function IsHttpLink(maxLength: number, options?: ValidationOptions): PropertyDecorator {
  return ValidateBy(
    {
      name: 'isHttpLink',
      validator: {
        validate: (value) => typeof value === 'string' && value.length <= maxLength && isHttpUrl(value),
        defaultMessage: (args) =>
          typeof args?.value === 'string' && args.value.length > maxLength
            ? `${args?.property ?? 'link'} must be at most ${maxLength} characters`
            : `${args?.property ?? 'link'} must be a web link starting with http:// or https://`,
      },
    },
    options,
  );
}
