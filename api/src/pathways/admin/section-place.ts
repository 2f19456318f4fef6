import { applyDecorators } from '@nestjs/common';
import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { IsInt, Max, Min } from 'class-validator';
import { OptionalNotNull } from '../../platform/validation';

/** The highest section number or place an admin may give a pathway's resource or an assessment's question. */
export const MAX_ORDER = 1000;

/**
 * Decorators as they would be written stacked above a property. TypeScript applies a stack bottom-up,
 * and that order is the order of the validation messages a caller reads, so it is kept.
 */
const stacked = (...decorators: PropertyDecorator[]) => applyDecorators(...decorators.reverse());

/** An admin edit's section number: required, 1 to MAX_ORDER. */
export const SectionNumber = () => stacked(ApiProperty({ minimum: 1, description: 'The section number' }), IsInt(), Min(1), Max(MAX_ORDER));

/** An admin edit's place within its section, 0 to MAX_ORDER; left out, a new `item` goes last. */
export const PlaceInSection = (item: string) =>
  stacked(
    ApiPropertyOptional({ minimum: 0, description: `Place within the section; a new ${item} goes last without it` }),
    OptionalNotNull(),
    IsInt(),
    Min(0),
    Max(MAX_ORDER),
  );
