import { ApiPropertyOptional } from '@nestjs/swagger';
import type { UpdateTodoBody } from '@trail/shared';
import { IsBoolean, IsNotEmpty, IsString, MaxLength } from 'class-validator';
import { NoControlCharacters, OptionalNotNull, SingleLine, Trim } from '../../platform/validation';
import { TODO_TITLE_MAX } from '../schemas/todo.schema';

export class UpdateTodoDto implements UpdateTodoBody {
  @ApiPropertyOptional({ maxLength: TODO_TITLE_MAX })
  @OptionalNotNull()
  @SingleLine()
  @Trim()
  @IsString()
  @IsNotEmpty()
  @NoControlCharacters()
  @MaxLength(TODO_TITLE_MAX)
  title?: string;

  @ApiPropertyOptional()
  @OptionalNotNull()
  @IsBoolean()
  done?: boolean;
}
