import { ApiProperty } from '@nestjs/swagger';
import { IsBoolean } from 'class-validator';

export class StateDto {
  @ApiProperty()
  @IsBoolean()
  state: boolean;
}
