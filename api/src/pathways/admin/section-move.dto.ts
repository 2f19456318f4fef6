import { ApiProperty } from '@nestjs/swagger';
import type { SectionMoveBody } from '@trail/shared';
import { IsIn } from 'class-validator';

export class SectionMoveDto implements SectionMoveBody {
  @ApiProperty({ enum: ['up', 'down'], description: 'Up: trade places with the section before; down: with the one after' })
  @IsIn(['up', 'down'])
  direction: 'up' | 'down';
}
