import { ApiProperty } from '@nestjs/swagger';
import { DISPUTE_KINDS, DISPUTE_MESSAGES, type DisputeKind, INPUT_LIMITS, type ReportDisputeBody } from '@trail/shared';
import { IsIn } from 'class-validator';
import { DisputeText } from './dispute-text';

export class ReportDisputeDto implements ReportDisputeBody {
  @ApiProperty({ enum: DISPUTE_KINDS, description: 'What went wrong, from the reporter’s side' })
  @IsIn(DISPUTE_KINDS, { message: `kind must be one of: ${DISPUTE_KINDS.join(', ')}` })
  kind: DisputeKind;

  @ApiProperty({ maxLength: INPUT_LIMITS.disputeDetails, description: 'What happened, in the reporter’s words; the other person and admins read it' })
  @DisputeText(DISPUTE_MESSAGES.detailsNeeded)
  details: string;
}
