import { ApiProperty } from '@nestjs/swagger';
import { type AnswerDisputeBody, DISPUTE_MESSAGES, INPUT_LIMITS } from '@trail/shared';
import { DisputeText } from './dispute-text';

export class AnswerDisputeDto implements AnswerDisputeBody {
  @ApiProperty({ maxLength: INPUT_LIMITS.disputeDetails, description: 'Why the other person disagrees; an admin then decides' })
  @DisputeText(DISPUTE_MESSAGES.detailsNeeded)
  details: string;
}
