import { Body, Controller, Get, Param, Post, Put, UseGuards } from '@nestjs/common';
import { ApiBearerAuth, ApiOperation, ApiTags } from '@nestjs/swagger';
import type { TodoListResponse, TodoResponse } from '@trail/shared';
import { type AuthUser, CurrentUser, JwtAuthGuard } from '../session';
import { CreateTodoDto } from './dto/create-todo.dto';
import { UpdateTodoDto } from './dto/update-todo.dto';
import { TodosService } from './todos.service';
import { ApiAdded, ApiCreated, ApiErrors, ApiOk, sharedType, SIGNED_IN, WHY } from '../platform/openapi';

@ApiTags('todos')
@ApiBearerAuth()
@UseGuards(JwtAuthGuard)
@ApiErrors(SIGNED_IN)
@Controller('todo')
export class TodosController {
  constructor(private readonly todos: TodosService) {}

  @Get()
  @ApiOperation({
    summary: 'The open to-dos, newest first',
    description: '`{ items }`, open to-dos, newest first',
  })
  @ApiAdded()
  @ApiOk("The caller's open to-dos", sharedType('TodoListResponse'))
  async list(@CurrentUser() user: AuthUser): Promise<TodoListResponse> {
    return { items: await this.todos.listOpen(user.id) };
  }

  @Post()
  @ApiOperation({
    summary: 'Add a to-do',
    description: 'Request: `{ title }`. Answer: 201 `{ todo }`',
  })
  @ApiCreated('The new to-do', sharedType('TodoResponse'))
  @ApiErrors({ 400: WHY.invalid, 403: WHY.demo })
  async create(@CurrentUser() user: AuthUser, @Body() body: CreateTodoDto): Promise<TodoResponse> {
    return { todo: await this.todos.create(user.id, body) };
  }

  @Put(':id')
  @ApiOperation({
    summary: 'Update a to-do',
    description:
      'Request: `{ done?, title? }` (at least one; `null` is refused). Answer: `{ todo }`; 400 `Nothing to ' +
      'update` for an empty body',
  })
  @ApiOk('The changed to-do', sharedType('TodoResponse'))
  @ApiErrors({ 400: WHY.invalid, 403: WHY.demo, 404: 'The caller has no such to-do' })
  async update(@CurrentUser() user: AuthUser, @Param('id') id: string, @Body() body: UpdateTodoDto): Promise<TodoResponse> {
    return { todo: await this.todos.update(user.id, id, body) };
  }
}
