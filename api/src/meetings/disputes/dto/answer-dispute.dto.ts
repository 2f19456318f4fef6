import { ApiProperty } from '@nestjs/swagger';
import { type AnswerDisputeBody, DISPUTE_MESSAGES, INPUT_LIMITS } from '@trail/shared';
import { IsNotEmpty, IsString, MaxLength } from 'class-validator';
import { Trim } from '../../../common/transforms/trim';
import { NoControlCharacters } from '../../../common/validators/no-control-characters';

export class AnswerDisputeDto implements AnswerDisputeBody {
  @ApiProperty({ maxLength: INPUT_LIMITS.disputeDetails, description: 'Why the other person disagrees; an admin then decides' })
  @Trim()
  @IsString()
  @IsNotEmpty({ message: DISPUTE_MESSAGES.detailsNeeded })
  @NoControlCharacters({ multiline: true })
  @MaxLength(INPUT_LIMITS.disputeDetails)
  details: string;
}
