// The face of integrations/avatar-storage: what other modules may import (docs/architecture.md, the module map).
export { AvatarStorage } from './avatar-storage.service';
export { StorageModule } from './storage.module';
