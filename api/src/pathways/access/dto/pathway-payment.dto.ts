import { ApiProperty } from '@nestjs/swagger';
import { PATHWAY_MESSAGES, PATHWAY_PLAN_IDS, type PathwayPaymentBody, type PathwayPlanId } from '@trail/shared';
import { IsIn } from 'class-validator';

export class PathwayPaymentDto implements PathwayPaymentBody {
  @ApiProperty({ enum: PATHWAY_PLAN_IDS, description: '1 Basic, 2 Premium, 3 Best Value' })
  @IsIn(PATHWAY_PLAN_IDS, { message: PATHWAY_MESSAGES.noPlan })
  plan: PathwayPlanId;
}
