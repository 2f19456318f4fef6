import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { type CreateLearningBody, INPUT_LIMITS, RESOURCE_TYPES, type ResourceType } from '@trail/shared';
import { Transform, Type } from 'class-transformer';
import {
  ArrayMaxSize,
  IsArray,
  IsIn,
  IsNotEmpty,
  IsObject,
  IsString,
  Matches,
  MaxLength,
  ValidateIf,
  ValidateNested,
} from 'class-validator';
import { NoControlCharacters, OptionalNotNull, SingleLine, Trim } from '../../platform/validation';
import { LEARNING_TITLE_MAX, LINK_MAX } from '../schemas/learning-resource.schema';
import { IsHttpLink, toMicroSkills } from './learning-transforms';
import { StateDto } from './state.dto';

export const MICRO_SKILLS_MAX = INPUT_LIMITS.microSkillsPerResource;
export const MICRO_SKILL_MAX_LENGTH = INPUT_LIMITS.microSkillName;

export class CreateLearningDto implements CreateLearningBody {
  @ApiProperty({ maxLength: LEARNING_TITLE_MAX })
  @SingleLine()
  @Trim()
  @IsString()
  @IsNotEmpty()
  @NoControlCharacters()
  @MaxLength(LEARNING_TITLE_MAX)
  title: string;

  @ApiProperty({ example: 'https://www.youtube.com/watch?v=abc' })
  @Trim()
  @NoControlCharacters()
  @IsHttpLink(LINK_MAX)
  link: string;

  @ApiProperty({ enum: RESOURCE_TYPES })
  @ValidateIf((body: CreateLearningDto) => body.learningType === undefined)
  @IsIn(RESOURCE_TYPES)
  type: ResourceType;

  /** The spec's older name for `type`; `type` wins when both are sent. */
  @ApiPropertyOptional({ enum: RESOURCE_TYPES, deprecated: true })
  @OptionalNotNull()
  @IsIn(RESOURCE_TYPES)
  learningType?: ResourceType;

  /** Accepted so the spec's client keeps working, then ignored: the API derives it from `link`. */
  @ApiPropertyOptional({ deprecated: true, description: 'Ignored; derived from link' })
  @OptionalNotNull()
  @IsString()
  @NoControlCharacters()
  @MaxLength(LINK_MAX)
  offeredBy?: string;

  @ApiPropertyOptional({ type: [String] })
  @OptionalNotNull()
  @Transform(toMicroSkills)
  @IsArray()
  @ArrayMaxSize(MICRO_SKILLS_MAX)
  @IsString({ each: true })
  @NoControlCharacters({ each: true })
  @MaxLength(MICRO_SKILL_MAX_LENGTH, { each: true })
  microSkill?: string[];

  /** An empty string means "no image", as a form with no picture sends it. */
  @ApiPropertyOptional()
  @OptionalNotNull()
  @ValidateIf((body: CreateLearningDto) => body.image !== '')
  @NoControlCharacters()
  @IsHttpLink(LINK_MAX)
  image?: string;

  @ApiPropertyOptional({ type: StateDto })
  @OptionalNotNull()
  @IsObject()
  @ValidateNested()
  @Type(() => StateDto)
  wishList?: StateDto;

  @ApiPropertyOptional({ type: StateDto })
  @OptionalNotNull()
  @IsObject()
  @ValidateNested()
  @Type(() => StateDto)
  reminder?: StateDto;

  @ApiPropertyOptional({ description: 'Client-made id (e.g. a UUID); a retried save answers the first one' })
  @OptionalNotNull()
  @IsString()
  @Matches(/^[\w-]{1,100}$/, { message: 'saveId must be 1 to 100 letters, digits, - or _' })
  saveId?: string;
}
