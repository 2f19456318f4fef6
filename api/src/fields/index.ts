// The face of fields: what other modules may import (docs/architecture.md, the module map).
export { FIELD_SEEDS } from './field-seed';
export { FieldsModule } from './fields.module';
export { FIELD_NOT_FOUND, FieldsService } from './fields.service';
