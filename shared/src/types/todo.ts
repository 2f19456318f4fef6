export interface Todo {
  _id: string;
  title: string;
  done: boolean;
  user: string;
  createdAt: string;
  updateDate?: string;
}

export interface CreateTodoBody {
  title: string;
}

export interface UpdateTodoBody {
  title?: string;
  done?: boolean;
}

export interface TodoResponse {
  todo: Todo;
}

export interface TodoListResponse {
  items: Todo[];
}
