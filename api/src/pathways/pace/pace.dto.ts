import { ApiProperty } from '@nestjs/swagger';
import { PATHWAY_PACES, type PathwayPace, type PathwayPaceBody } from '@trail/shared';
import { IsIn } from 'class-validator';

export class PathwayPaceDto implements PathwayPaceBody {
  @ApiProperty({ enum: PATHWAY_PACES })
  @IsIn(PATHWAY_PACES, { message: `rate must be one of ${PATHWAY_PACES.join(', ')}` })
  rate: PathwayPace;
}
