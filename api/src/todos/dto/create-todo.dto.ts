import { ApiProperty } from '@nestjs/swagger';
import type { CreateTodoBody } from '@trail/shared';
import { IsNotEmpty, IsString, MaxLength } from 'class-validator';
import { NoControlCharacters, SingleLine, Trim } from '../../platform/validation';
import { TODO_TITLE_MAX } from '../schemas/todo.schema';

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
