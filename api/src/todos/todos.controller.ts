import { Body, Controller, Get, Param, Post, Put, UseGuards } from '@nestjs/common';
import { ApiBearerAuth, ApiTags } from '@nestjs/swagger';
import type { TodoListResponse, TodoResponse } from '@trail/shared';
import { type AuthUser, CurrentUser, JwtAuthGuard } from '../session';
import { CreateTodoDto } from './dto/create-todo.dto';
import { UpdateTodoDto } from './dto/update-todo.dto';
import { TodosService } from './todos.service';
import { ApiCreated, ApiErrors, ApiOk, sharedType, SIGNED_IN, WHY } from '../platform/openapi';

@ApiTags('todos')
@ApiBearerAuth()
@UseGuards(JwtAuthGuard)
@ApiErrors(SIGNED_IN)
@Controller('todo')
export class TodosController {
  constructor(private readonly todos: TodosService) {}

  @Get()
  @ApiOk("The caller's open to-dos", sharedType('TodoListResponse'))
  async list(@CurrentUser() user: AuthUser): Promise<TodoListResponse> {
    return { items: await this.todos.listOpen(user.id) };
  }

  @Post()
  @ApiCreated('The new to-do', sharedType('TodoResponse'))
  @ApiErrors({ 400: WHY.invalid, 403: WHY.demo })
  async create(@CurrentUser() user: AuthUser, @Body() body: CreateTodoDto): Promise<TodoResponse> {
    return { todo: await this.todos.create(user.id, body) };
  }

  @Put(':id')
  @ApiOk('The changed to-do', sharedType('TodoResponse'))
  @ApiErrors({ 400: WHY.invalid, 403: WHY.demo, 404: 'The caller has no such to-do' })
  async update(@CurrentUser() user: AuthUser, @Param('id') id: string, @Body() body: UpdateTodoDto): Promise<TodoResponse> {
    return { todo: await this.todos.update(user.id, id, body) };
  }
}
