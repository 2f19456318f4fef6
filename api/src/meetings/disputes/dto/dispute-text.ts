import { applyDecorators } from '@nestjs/common';
import { INPUT_LIMITS } from '@trail/shared';
import { IsNotEmpty, IsString, MaxLength } from 'class-validator';
import { NoControlCharacters, Trim } from '../../../platform/validation';

/** A report's words, the other person's answer, an admin's reason: trimmed, not blank, lines allowed, ≤ 2,000. */
export const DisputeText = (blankMessage: string) =>
  applyDecorators(Trim(), IsString(), IsNotEmpty({ message: blankMessage }), NoControlCharacters({ multiline: true }), MaxLength(INPUT_LIMITS.disputeDetails));
