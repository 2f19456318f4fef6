import { ApiProperty } from '@nestjs/swagger';
import { type AssessmentQuestionType, INPUT_LIMITS, type QuestionEditBody } from '@trail/shared';
import { ArrayMaxSize, IsArray, IsIn, IsNotEmpty, IsString, MaxLength } from 'class-validator';
import { NoControlCharacters, SingleLine, Trim } from '../../platform/validation';
import { PlaceInSection, SectionNumber } from '../../pathways';

const TYPES: AssessmentQuestionType[] = ['obj', 'check', 'text', 'link', 'file'];
const MAX_OPTIONS = 5;

/** The shapes each type allows (four or five options, True/False, …) are checked by the shared questionShapeError. */
export class QuestionEditDto implements QuestionEditBody {
  @SectionNumber()
  section: number;

  @ApiProperty({ maxLength: INPUT_LIMITS.questionText })
  @Trim()
  @IsString()
  @IsNotEmpty()
  @NoControlCharacters({ multiline: true })
  @MaxLength(INPUT_LIMITS.questionText)
  question: string;

  @ApiProperty({ enum: TYPES })
  @IsIn(TYPES)
  type: AssessmentQuestionType;

  @ApiProperty({ type: [String], description: 'obj and check: four or five (obj true/false: True, False); others: none' })
  @IsArray()
  @ArrayMaxSize(MAX_OPTIONS)
  @IsString({ each: true })
  @NoControlCharacters({ each: true })
  @MaxLength(INPUT_LIMITS.questionOption, { each: true })
  options: string[];

  @ApiProperty({ type: [String], description: 'The answer key, among the options: one for obj, one or more for check, none for the others' })
  @IsArray()
  @ArrayMaxSize(MAX_OPTIONS)
  @IsString({ each: true })
  @NoControlCharacters({ each: true })
  @MaxLength(INPUT_LIMITS.questionOption, { each: true })
  correct: string[];

  @ApiProperty({ description: "One of the section's sub-topics" })
  @SingleLine()
  @Trim()
  @IsString()
  @IsNotEmpty()
  @NoControlCharacters()
  @MaxLength(INPUT_LIMITS.contentTitle)
  sub: string;

  @PlaceInSection('question')
  order?: number;
}
