import { Body, Controller, Get, Param, Post, Put, UseGuards } from '@nestjs/common';
import { ApiBearerAuth, ApiTags } from '@nestjs/swagger';
import type { TodoListResponse, TodoResponse } from '@trail/shared';
import type { AuthUser } from '../auth/auth-user';
import { JwtAuthGuard } from '../auth/guards/jwt-auth.guard';
import { CurrentUser } from '../common/decorators/current-user.decorator';
import { CreateTodoDto } from './dto/create-todo.dto';
import { UpdateTodoDto } from './dto/update-todo.dto';
import { TodosService } from './todos.service';

@ApiTags('todos')
@ApiBearerAuth()
@UseGuards(JwtAuthGuard)
@Controller('todo')
export class TodosController {
  constructor(private readonly todos: TodosService) {}

  @Get()
  async list(@CurrentUser() user: AuthUser): Promise<TodoListResponse> {
    return { items: await this.todos.listOpen(user.id) };
  }

  @Post()
  async create(@CurrentUser() user: AuthUser, @Body() body: CreateTodoDto): Promise<TodoResponse> {
    return { todo: await this.todos.create(user.id, body) };
  }

  @Put(':id')
  async update(@CurrentUser() user: AuthUser, @Param('id') id: string, @Body() body: UpdateTodoDto): Promise<TodoResponse> {
    return { todo: await this.todos.update(user.id, id, body) };
  }
}
