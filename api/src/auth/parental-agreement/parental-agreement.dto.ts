import { ApiProperty } from '@nestjs/swagger';
import { PARENTAL_DECISIONS, type ParentalDecision, type ParentalDecisionBody, type ParentEmailBody } from '@trail/shared';
import { IsEmail, IsIn, MaxLength } from 'class-validator';
import { Trim } from '../../platform/validation';

export class ParentEmailDto implements ParentEmailBody {
  @ApiProperty()
  @Trim()
  @IsEmail({}, { message: 'parentEmail must be a valid e-mail address' })
  @MaxLength(254)
  parentEmail: string;
}

export class ParentalDecisionDto implements ParentalDecisionBody {
  @ApiProperty({ enum: PARENTAL_DECISIONS })
  @IsIn(PARENTAL_DECISIONS, { message: `decision must be one of: ${PARENTAL_DECISIONS.join(', ')}` })
  decision: ParentalDecision;
}
