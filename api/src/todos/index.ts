// The face of todos: what other modules may import (docs/architecture.md, the module map).
export { TodosErasure } from './todos-erasure.service';
export { TodosModule } from './todos.module';
export { TodosService } from './todos.service';
