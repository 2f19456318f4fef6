import { ApiPropertyOptional } from '@nestjs/swagger';
import type { UpdateTodoBody } from '@trail/shared';
import { IsBoolean, IsNotEmpty, IsString, MaxLength } from 'class-validator';
import { Trim } from '../../platform/validation/trim';
import { TODO_TITLE_MAX } from '../schemas/todo.schema';
import { OptionalNotNull } from '../../platform/validation/optional-not-null';
import { NoControlCharacters } from '../../platform/validation/no-control-characters';
import { SingleLine } from '../../platform/validation/single-line';

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
