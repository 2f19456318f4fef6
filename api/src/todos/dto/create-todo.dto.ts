import { ApiProperty } from '@nestjs/swagger';
import type { CreateTodoBody } from '@trail/shared';
import { IsNotEmpty, IsString, MaxLength } from 'class-validator';
import { Trim } from '../../platform/validation/trim';
import { TODO_TITLE_MAX } from '../schemas/todo.schema';
import { NoControlCharacters } from '../../platform/validation/no-control-characters';
import { SingleLine } from '../../platform/validation/single-line';

export class CreateTodoDto implements CreateTodoBody {
  @ApiProperty({ maxLength: TODO_TITLE_MAX })
  @SingleLine()
  @Trim()
  @IsString()
  @IsNotEmpty()
  @NoControlCharacters()
  @MaxLength(TODO_TITLE_MAX)
  title: string;
}
