import { ApiProperty } from '@nestjs/swagger';
import { SKILL_TEST_LIMITS, type SkillTestSkillLevel, type SkillTestTraitScore, type SubmitSkillTestBody } from '@trail/shared';
import { Type } from 'class-transformer';
import { ArrayMaxSize, ArrayMinSize, ArrayUnique, IsArray, IsInt, IsObject, IsString, Max, MaxLength, Min, ValidateNested } from 'class-validator';
import { NoControlCharacters } from '../../platform/validation';

const MAX_ENTRIES = 50;

export class SkillLevelDto implements SkillTestSkillLevel {
  @ApiProperty({ description: 'A skill the test names' })
  @IsString()
  @MaxLength(100)
  @NoControlCharacters()
  name: string;

  @ApiProperty({ minimum: 0, maximum: SKILL_TEST_LIMITS.skillLevelMax })
  @IsInt({ message: '$property must be a whole number from 0 to 10' })
  @Min(0, { message: '$property must be from 0 to 10' })
  @Max(SKILL_TEST_LIMITS.skillLevelMax, { message: '$property must be from 0 to 10' })
  level: number;
}

export class TraitScoreDto implements SkillTestTraitScore {
  @ApiProperty({ description: 'A trait statement the test names' })
  @IsString()
  @MaxLength(300)
  @NoControlCharacters()
  question: string;

  @ApiProperty({ minimum: 0, maximum: SKILL_TEST_LIMITS.traitScoreMax })
  @IsInt({ message: '$property must be a whole number from 0 to 5' })
  @Min(0, { message: '$property must be from 0 to 5' })
  @Max(SKILL_TEST_LIMITS.traitScoreMax, { message: '$property must be from 0 to 5' })
  score: number;
}

export class SubmitSkillTestDto implements SubmitSkillTestBody {
  @ApiProperty({ type: [String], description: 'Five of the test’s values, most important first' })
  @IsArray()
  @ArrayMinSize(SKILL_TEST_LIMITS.values, { message: 'values must list exactly 5 values' })
  @ArrayMaxSize(SKILL_TEST_LIMITS.values, { message: 'values must list exactly 5 values' })
  @ArrayUnique({ message: 'values must not repeat a value' })
  @IsString({ each: true })
  @MaxLength(100, { each: true })
  values: string[];

  @ApiProperty({ type: [SkillLevelDto] })
  @IsArray()
  @ArrayMaxSize(MAX_ENTRIES)
  @IsObject({ each: true })
  @ValidateNested({ each: true })
  @Type(() => SkillLevelDto)
  skill: SkillLevelDto[];

  @ApiProperty({ type: [TraitScoreDto] })
  @IsArray()
  @ArrayMaxSize(MAX_ENTRIES)
  @IsObject({ each: true })
  @ValidateNested({ each: true })
  @Type(() => TraitScoreDto)
  trait: TraitScoreDto[];
}
