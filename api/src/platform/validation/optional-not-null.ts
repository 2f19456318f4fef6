import { applyDecorators, type Type } from '@nestjs/common';
import { PartialType, PickType } from '@nestjs/swagger';
import { ValidateBy, ValidateIf } from 'class-validator';

/** The constraint's name: the validation pipe shows its message alone, not the type rules' too. */
export const IS_NOT_NULL = 'isNotNull';

const NotNull = (): PropertyDecorator =>
  ValidateBy(
    { name: IS_NOT_NULL, validator: { validate: (value: unknown) => value !== null } },
    { message: '$property must not be null' },
  );

/**
 * An optional field that may be left out but never sent as null. class-validator's IsOptional lets
 * null through to the service, which then stores it (`microSkill: null`) or trips over it.
 */
export function OptionalNotNull(): PropertyDecorator {
  return applyDecorators(
    ValidateIf((_object: object, value: unknown) => value !== undefined),
    NotNull(),
  );
}

/** PartialType(PickType(…)) whose fields are OptionalNotNull: Nest's PartialType would let null through. */
export function PartialNotNullType<T, K extends keyof T>(classRef: Type<T>, keys: readonly K[]): Type<Partial<Pick<T, K>>> {
  const partial = PartialType(PickType(classRef, keys), { skipNullProperties: false });
  for (const key of keys) NotNull()(partial.prototype as object, key as string);
  return partial;
}
