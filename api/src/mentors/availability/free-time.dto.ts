import { ApiProperty } from '@nestjs/swagger';
import { type FreeTimeBody, INPUT_LIMITS, type NewFreeTimeSlot, SLOT_MINUTES } from '@trail/shared';
import { Type } from 'class-transformer';
import { ArrayMaxSize, ArrayMinSize, IsArray, IsIn, IsInt, IsObject, Max, Min, ValidateNested } from 'class-validator';
import { IsTimeZoneName } from '../../platform/validation';

export class NewFreeTimeSlotDto implements NewFreeTimeSlot {
  @ApiProperty({ minimum: 0, maximum: 6, description: '0 Sunday … 6 Saturday' })
  @IsInt()
  @Min(0)
  @Max(6)
  day: number;

  @ApiProperty({ minimum: 0, maximum: 23, description: 'Every hour 0–23 (the spec’s list that skips 07 is a defect)' })
  @IsInt()
  @Min(0)
  @Max(23)
  hour: number;

  @ApiProperty({ enum: SLOT_MINUTES })
  @IsIn(SLOT_MINUTES)
  minute: number;

  @ApiProperty({ example: 'Africa/Lagos', description: 'An IANA time zone name' })
  @IsTimeZoneName('timezone')
  timezone: string;
}

export class FreeTimeDto implements FreeTimeBody {
  @ApiProperty({ type: [NewFreeTimeSlotDto] })
  @IsArray()
  @ArrayMinSize(1)
  @ArrayMaxSize(INPUT_LIMITS.freeTimeSlots)
  @IsObject({ each: true })
  @ValidateNested({ each: true })
  @Type(() => NewFreeTimeSlotDto)
  freeTime: NewFreeTimeSlotDto[];
}
