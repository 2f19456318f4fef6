import { ApiProperty } from '@nestjs/swagger';
import { DISPUTE_KINDS, DISPUTE_MESSAGES, type DisputeKind, INPUT_LIMITS, type ReportDisputeBody } from '@trail/shared';
import { IsIn, IsNotEmpty, IsString, MaxLength } from 'class-validator';
import { Trim } from '../../../common/transforms/trim';
import { NoControlCharacters } from '../../../common/validators/no-control-characters';

export class ReportDisputeDto implements ReportDisputeBody {
  @ApiProperty({ enum: DISPUTE_KINDS, description: 'What went wrong, from the reporter’s side' })
  @IsIn(DISPUTE_KINDS, { message: `kind must be one of: ${DISPUTE_KINDS.join(', ')}` })
  kind: DisputeKind;

  @ApiProperty({ maxLength: INPUT_LIMITS.disputeDetails, description: 'What happened, in the reporter’s words; the other person and admins read it' })
  @Trim()
  @IsString()
  @IsNotEmpty({ message: DISPUTE_MESSAGES.detailsNeeded })
  @NoControlCharacters({ multiline: true })
  @MaxLength(INPUT_LIMITS.disputeDetails)
  details: string;
}
