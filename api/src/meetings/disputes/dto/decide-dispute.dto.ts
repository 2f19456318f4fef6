import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { type DecideDisputeBody, DISPUTE_MESSAGES, type DisputeOutcome, INPUT_LIMITS } from '@trail/shared';
import { IsIn, IsNumber } from 'class-validator';
import { OptionalNotNull } from '../../../platform/validation';
import { DisputeText } from './dispute-text';

const OUTCOMES: readonly DisputeOutcome[] = ['refund', 'part-refund', 'release'];

export class DecideDisputeDto implements DecideDisputeBody {
  @ApiProperty({ enum: OUTCOMES, description: 'refund: all back to the learner; part-refund: refundNaira back, the rest to the earners; release: the earners keep it' })
  @IsIn(OUTCOMES, { message: `outcome must be one of: ${OUTCOMES.join(', ')}` })
  outcome: DisputeOutcome;

  @ApiPropertyOptional({ description: 'For part-refund: naira back to the learner, at most two decimals', example: 1000 })
  @OptionalNotNull()
  @IsNumber({ maxDecimalPlaces: 2, allowNaN: false, allowInfinity: false })
  refundNaira?: number;

  @ApiProperty({ maxLength: INPUT_LIMITS.disputeDetails, description: 'Why: both people read it' })
  @DisputeText(DISPUTE_MESSAGES.reasonNeeded)
  reason: string;
}
