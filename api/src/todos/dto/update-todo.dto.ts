import { ApiPropertyOptional } from '@nestjs/swagger';
import type { UpdateTodoBody } from '@trail/shared';
import { IsBoolean, IsNotEmpty, IsOptional, IsString, MaxLength } from 'class-validator';
import { Trim } from '../../common/transforms/trim';
import { TODO_TITLE_MAX } from '../schemas/todo.schema';

export class UpdateTodoDto implements UpdateTodoBody {
  @ApiPropertyOptional({ maxLength: TODO_TITLE_MAX })
  @IsOptional()
  @Trim()
  @IsString()
  @IsNotEmpty()
  @MaxLength(TODO_TITLE_MAX)
  title?: string;

  @ApiPropertyOptional()
  @IsOptional()
  @IsBoolean()
  done?: boolean;
}
